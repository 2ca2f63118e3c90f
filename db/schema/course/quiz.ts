import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { QuizAnswerInput } from "@/api/contract/course-quiz";
import type { PaperItem, PaperRules } from "@/api/contract/online-exam";
import { users } from "../account/users";
import { courseChapters, courses } from "../course";

/**
 * A course's quiz (docs/decisions/0055): a chapter quiz (chapterId) or the course's final quiz (chapterId null), its
 * paper drawn per attempt by the exam engine's rules from the questions that serve the course (exam_questions
 * .course_ids). Machine-marked types only, so a learner sees the score the moment they submit.
 */
export const courseQuizzes = pgTable(
  "course_quizzes",
  {
    id: serial("id").primaryKey(),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    /** Null: the final quiz (结业测验), which the course's finish waits for. */
    chapterId: integer("chapter_id").references(() => courseChapters.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    rules: jsonb("rules").$type<PaperRules>().notNull(),
    passScore: integer("pass_score").notNull(),
    /** Attempts a learner may make; 0 is no limit. */
    maxAttempts: integer("max_attempts").notNull().default(0),
    /** 1: after submitting, the learner sees the right answers and 解析. */
    allowReview: integer("allow_review").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("course_quizzes_chapter_uq").on(t.chapterId).where(sql`${t.chapterId} is not null`),
    uniqueIndex("course_quizzes_final_uq").on(t.courseId).where(sql`${t.chapterId} is null`),
    check("course_quizzes_pass_ck", sql`${t.passScore} >= 0`),
    check("course_quizzes_attempts_ck", sql`${t.maxAttempts} between 0 and 100`),
    check("course_quizzes_review_ck", sql`${t.allowReview} in (0, 1)`),
  ],
);

/**
 * One attempt at a quiz: the drawn paper (a copy, so editing the bank rescores nobody), then on submit the answers,
 * score and pass in one guarded update (submitted_at is null). One unsubmitted attempt per person and quiz.
 */
export const courseQuizAttempts = pgTable(
  "course_quiz_attempts",
  {
    id: serial("id").primaryKey(),
    quizId: integer("quiz_id")
      .notNull()
      .references(() => courseQuizzes.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    paper: jsonb("paper").$type<PaperItem[]>().notNull(),
    answers: jsonb("answers").$type<QuizAnswerInput[]>().notNull().default([]),
    zongFen: integer("zong_fen").notNull(),
    passScore: integer("pass_score").notNull(),
    score: integer("score"),
    /** 1 passed, 0 not; null until submitted. */
    passed: integer("passed"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("course_quiz_attempts_open_uq").on(t.userId, t.quizId).where(sql`${t.submittedAt} is null`),
    index("course_quiz_attempts_user_idx").on(t.userId, t.quizId, t.startedAt),
    index("course_quiz_attempts_quiz_idx").on(t.quizId, t.startedAt),
    check("course_quiz_attempts_passed_ck", sql`${t.passed} in (0, 1)`),
    check("course_quiz_attempts_submit_ck", sql`(${t.submittedAt} is null) = (${t.score} is null)`),
  ],
);

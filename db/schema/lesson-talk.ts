import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./account/users";
import { courseLessons, courses } from "./course";
import { hideableColumns } from "./moderation";

/**
 * Lessons that answer back (issue 37 part 3, docs/decisions/0054): a learner's question under a lesson, answers to it
 * (讲师回答 from the back office, plain ones from other learners), 有用 marks, and notes pinned to a video's second.
 * Operators hide a text with a reason (audited); a hidden one is gone from the portal, its author keeps nothing of it.
 */

/** A question under a lesson (text and an optional picture uploaded to /uploads/common). */
export const lessonQuestions = pgTable(
  "lesson_questions",
  {
    id: serial("id").primaryKey(),
    /** The lesson's course, kept here so the course's lists and the back office's per-course counts read one table. */
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    lessonId: integer("lesson_id")
      .notNull()
      .references(() => courseLessons.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    /** An uploads path (`/uploads/common/...`) or ''. */
    picture: text("picture").notNull().default(""),
    ...hideableColumns(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("lesson_questions_lesson_idx").on(t.lessonId, t.createdAt),
    index("lesson_questions_course_idx").on(t.courseId, t.createdAt),
    index("lesson_questions_user_idx").on(t.userId),
  ],
);

/** An answer to a question; `lecturer` 1 is 讲师回答 (written in the back office by the course's lecturer or an operator). */
export const lessonAnswers = pgTable(
  "lesson_answers",
  {
    id: serial("id").primaryKey(),
    questionId: integer("question_id")
      .notNull()
      .references(() => lessonQuestions.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    lecturer: integer("lecturer").notNull().default(0),
    ...hideableColumns(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("lesson_answers_question_idx").on(t.questionId, t.createdAt),
    index("lesson_answers_user_idx").on(t.userId),
    check("lesson_answers_lecturer_ck", sql`${t.lecturer} in (0, 1)`),
  ],
);

/**
 * 有用: one mark a person on a question or an answer (exactly one of the two). The unique keys make a second mark by
 * the same person impossible under any concurrency (NULLs are distinct, so each key only binds its own kind).
 */
export const lessonUsefulMarks = pgTable(
  "lesson_useful_marks",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    questionId: integer("question_id").references(() => lessonQuestions.id, { onDelete: "cascade" }),
    answerId: integer("answer_id").references(() => lessonAnswers.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("lesson_useful_marks_question_uq").on(t.questionId, t.userId),
    uniqueIndex("lesson_useful_marks_answer_uq").on(t.answerId, t.userId),
    index("lesson_useful_marks_user_idx").on(t.userId),
    check("lesson_useful_marks_one_ck", sql`num_nonnulls(${t.questionId}, ${t.answerId}) = 1`),
  ],
);

/** A note pinned to a lesson's second: private to its author unless `shared` puts it in the course's 公开笔记. */
export const lessonNotes = pgTable(
  "lesson_notes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    lessonId: integer("lesson_id")
      .notNull()
      .references(() => courseLessons.id, { onDelete: "cascade" }),
    /** The video's second the note is pinned to (0 for a document lesson). */
    second: integer("second").notNull().default(0),
    content: text("content").notNull(),
    shared: integer("shared").notNull().default(0),
    /** An operator hid the shared note: gone from 公开笔记, still the author's own note. */
    ...hideableColumns(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("lesson_notes_user_idx").on(t.userId, t.courseId, t.lessonId, t.second),
    index("lesson_notes_course_shared_idx").on(t.courseId, t.shared),
    check("lesson_notes_ck", sql`${t.second} >= 0 and ${t.shared} in (0, 1)`),
  ],
);

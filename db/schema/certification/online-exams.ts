import { sql } from "drizzle-orm";
import { check, index, integer, json, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { AttemptEndReason, AttemptEventKind, AttemptStatus, QuestionOption, QuestionType } from "@/api/contract/online-exam";
import { users } from "../account/users";
import { examRegistrations, examSessions, exams } from "./exams";

/** What a question says and how it is marked: a bank question's columns, and each version's copy of them. */
const questionContent = () => ({
  type: text("type").$type<QuestionType>().notNull(),
  stem: text("stem").notNull(),
  /** An optional picture (upload path) shown under the stem. */
  image: text("image").notNull().default(""),
  /** Choice and true/false questions: the options in their authored order, ids 'A', 'B', … (true/false: 'T', 'F'). */
  options: jsonb("options").$type<QuestionOption[]>().notNull().default([]),
  /** The right option ids (one for single and true/false, two or more for multiple). */
  correctOptions: text("correct_options").array().notNull().default(sql`'{}'::text[]`),
  /** Fill-in: the accepted answers of each blank, compared after normalising width, case and spaces. */
  blankAnswers: jsonb("blank_answers").$type<string[][]>().notNull().default([]),
  /** Short answer: the reference answer the marker reads. */
  referenceAnswer: text("reference_answer").notNull().default(""),
  /** 解析, shown after the attempt when the exam allows review. */
  analysis: text("analysis").notNull().default(""),
});

/**
 * 题库: one question of the in-house exam engine (docs/decisions/0052). A question an attempt used is never deleted,
 * only retired: the attempt's paper names the question's version it drew (exam_question_versions), so editing a
 * question never rescores anyone.
 */
export const examQuestions = pgTable(
  "exam_questions",
  {
    id: serial("id").primaryKey(),
    ...questionContent(),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    difficulty: integer("difficulty").notNull().default(3),
    /** The exams this question may serve; paper rules draw only from these. */
    examIds: integer("exam_ids").array().notNull().default(sql`'{}'::integer[]`),
    /** The courses whose quizzes may draw this question (docs/decisions/0055). */
    courseIds: integer("course_ids").array().notNull().default(sql`'{}'::integer[]`),
    /** 1: retired, never drawn again (attempts that used it keep their copy). */
    retired: integer("retired").notNull().default(0),
    /** A hash of an imported row's content: importing the same file again changes nothing. */
    importKey: text("import_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("exam_questions_import_uq").on(t.importKey),
    index("exam_questions_exams_idx").using("gin", t.examIds),
    index("exam_questions_courses_idx").using("gin", t.courseIds),
    check("exam_questions_type_ck", sql`${t.type} in ('single', 'multiple', 'judge', 'fill', 'short')`),
    check("exam_questions_difficulty_ck", sql`${t.difficulty} between 1 and 5`),
    check("exam_questions_retired_ck", sql`${t.retired} in (0, 1)`),
  ],
);

/**
 * A question as it was drawn, never changed once written: what a paper names, so a start writes ids instead of
 * copies (docs/decisions/0052). The bank's read writes the version of each live question it lacks; an edit of its
 * content makes a new one. No foreign key: a version outlives its question.
 */
export const examQuestionVersions = pgTable(
  "exam_question_versions",
  {
    id: serial("id").primaryKey(),
    questionId: integer("question_id").notNull(),
    /** question_digest of the content columns (migration 0062): one version per question and content. */
    digest: text("digest").notNull(),
    /** When the version was written (for papers drawn before versions existed, their attempt's start). */
    writtenAt: timestamp("written_at", { withTimezone: true }).notNull().defaultNow(),
    ...questionContent(),
  },
  (t) => [uniqueIndex("exam_question_versions_uq").on(t.questionId, t.digest)],
);

/** One question of a drawn paper: the version drawn, its points, and (choice questions) the candidate's option order. */
export type PaperEntry = { questionId: number; versionId: number; type: QuestionType; points: number; optionOrder?: string[] };

/**
 * One in-house attempt: one per registration (unique). Time, paper and score live here, never in the browser:
 * `endsAt` is the server's end time, `paper` the drawn questions' versions in the candidate's order. running → (submitted | timeout | violations) → marking (short answers wait) → scored; or voided by an
 * operator. Ending is one guarded update on `endedAt is null`, so a submit racing the time-out job scores once.
 */
export const examAttempts = pgTable(
  "exam_attempts",
  {
    id: serial("id").primaryKey(),
    registrationId: integer("registration_id")
      .notNull()
      .references(() => examRegistrations.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    examId: integer("exam_id")
      .notNull()
      .references(() => exams.id),
    sessionId: integer("session_id")
      .notNull()
      .references(() => examSessions.id),
    status: text("status").$type<AttemptStatus>().notNull().default("running"),
    /** 1: proctored (the exam's isVideo when the attempt began): snapshots and leaves are counted. */
    proctored: integer("proctored").notNull().default(0),
    /** Leaves of the page or full screen allowed before the attempt ends (the exam's leaveLimit when it began). */
    leaveLimit: integer("leave_limit").notNull().default(3),
    violations: integer("violations").notNull().default(0),
    /** The exam's allowReview when it began. */
    allowReview: integer("allow_review").notNull().default(1),
    /** Written once and read whole, never searched inside: `json`, kept as sent (no jsonb parse on the way in). */
    paper: json("paper").$type<PaperEntry[]>().notNull(),
    /** The paper's question ids: what the question bank's 使用次数 and its delete guard look up. */
    questionIds: integer("question_ids").array().notNull(),
    zongFen: integer("zong_fen").notNull(),
    passScore: integer("pass_score").notNull(),
    /** The browser that holds the attempt; another one taking over is logged. */
    device: text("device").notNull().default(""),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    endReason: text("end_reason").$type<AttemptEndReason>(),
    /** Short answers still waiting for a marker. */
    pending: integer("pending").notNull().default(0),
    score: integer("score"),
    scoredAt: timestamp("scored_at", { withTimezone: true }),
    voidReason: text("void_reason").notNull().default(""),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("exam_attempts_registration_uq").on(t.registrationId),
    index("exam_attempts_running_idx").on(t.endsAt).where(sql`${t.endedAt} is null`),
    index("exam_attempts_exam_idx").on(t.examId, t.startedAt),
    index("exam_attempts_question_ids_idx").using("gin", t.questionIds),
    check("exam_attempts_status_ck", sql`${t.status} in ('running', 'marking', 'scored', 'voided')`),
    check("exam_attempts_end_ck", sql`(${t.endedAt} is null) = (${t.endReason} is null)`),
  ],
);

/** A candidate's answer to one question of their paper: one row per question, saved (upserted) as it is given. */
export const examAttemptAnswers = pgTable(
  "exam_attempt_answers",
  {
    attemptId: integer("attempt_id")
      .notNull()
      .references(() => examAttempts.id, { onDelete: "cascade" }),
    questionId: integer("question_id").notNull(),
    optionIds: text("option_ids").array().notNull().default(sql`'{}'::text[]`),
    /** Fill-in: one text per blank; short answer: one text. */
    texts: text("texts").array().notNull().default(sql`'{}'::text[]`),
    /** 标记: the candidate flagged it to come back to. */
    flagged: integer("flagged").notNull().default(0),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when the attempt ends, for every question scored by the machine. */
    autoScore: integer("auto_score"),
    /** Short answers: the marker's score and comment (阅卷). */
    markScore: integer("mark_score"),
    markComment: text("mark_comment").notNull().default(""),
    markerId: integer("marker_id"),
    markedAt: timestamp("marked_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.attemptId, t.questionId] })],
);

/**
 * 监考记录: the timeline of an attempt (start, snapshots, leaves, full-screen exits, pastes, take-overs, the end).
 * A snapshot's picture is private and deleted after 7 days (the terms); its event stays with `photoDeletedAt`.
 */
export const examAttemptEvents = pgTable(
  "exam_attempt_events",
  {
    id: serial("id").primaryKey(),
    attemptId: integer("attempt_id")
      .notNull()
      .references(() => examAttempts.id, { onDelete: "cascade" }),
    kind: text("kind").$type<AttemptEventKind>().notNull(),
    photoKey: text("photo_key").notNull().default(""),
    photoDeletedAt: timestamp("photo_deleted_at", { withTimezone: true }),
    /** What else the event carries in words (the end's reason, the device that took over, a void's reason). */
    detail: text("detail").notNull().default(""),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("exam_attempt_events_attempt_idx").on(t.attemptId, t.at),
    index("exam_attempt_events_photo_idx").on(t.at).where(sql`${t.photoKey} <> ''`),
  ],
);

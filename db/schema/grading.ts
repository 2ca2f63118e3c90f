import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./account/users";
import { trainings } from "./training";

/**
 * Training-event grading (spec 001 sections 2, 3, 5 "Grading", 7, 9; docs/decisions/0034-training-event-grading.md):
 * the questions operators build for a live session, each with exactly four rated items, and one grading per person
 * per session whose answers rate every item of every question on a 1-5 scale.
 */
export const gradeQuestions = pgTable(
  "grade_questions",
  {
    id: serial("id").primaryKey(),
    trainingId: integer("training_id")
      .notNull()
      .references(() => trainings.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    /** One of the session's lecturers this question rates ('' rates the session as a whole). */
    lecturer: text("lecturer").notNull().default(""),
    /** The four items the person rates, in order; an answer's optionId is the item's place, 1 to 4. */
    items: text("items").array().notNull(),
    sort: integer("sort").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("grade_questions_training_idx").on(t.trainingId, t.sort),
    check("grade_questions_items_ck", sql`cardinality(${t.items}) = 4`),
  ],
);

/** One person's grading of one session: the unique index makes a double submission one grading. */
export const gradings = pgTable(
  "gradings",
  {
    id: serial("id").primaryKey(),
    trainingId: integer("training_id")
      .notNull()
      .references(() => trainings.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    suggest: text("suggest").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("gradings_uq").on(t.trainingId, t.userId)],
);

/** A rated item: val 1 (非常不满意) to 5 (非常满意). A question with answers cannot be deleted (the
 * foreign key, checked at the statement's end, so deleting the session still takes its questions and gradings together). */
export const gradeAnswers = pgTable(
  "grade_answers",
  {
    gradingId: integer("grading_id")
      .notNull()
      .references(() => gradings.id, { onDelete: "cascade" }),
    questionId: integer("question_id")
      .notNull()
      .references(() => gradeQuestions.id),
    /** The item's place in the question, 1 to 4. */
    optionId: integer("option_id").notNull(),
    val: integer("val").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.gradingId, t.questionId, t.optionId] }),
    index("grade_answers_question_idx").on(t.questionId),
    check("grade_answers_option_ck", sql`${t.optionId} between 1 and 4`),
    check("grade_answers_val_ck", sql`${t.val} between 1 and 5`),
  ],
);

import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { SurveyAnswer } from "@/api/contract/reseller-survey";
import { users } from "./account/users";

/**
 * The reseller survey (spec 001 sections 2, 3-5, 7 "Reseller survey"; docs/decisions/0038): one questionnaire, its
 * questions in order, each with options (choices, or the fields of a multi-field fill).
 */
export const resellerSurveyQuestions = pgTable("reseller_survey_questions", {
  id: serial("id").primaryKey(),
  sort: integer("sort").notNull().default(0),
  title: text("title").notNull(),
  description: text("description").notNull().default(""),
  /** 0 single choice, 1 multiple choice, 3 long text, 4 multi-field fill, 5 file upload. */
  type: integer("type").notNull(),
  isRequired: boolean("is_required").notNull().default(false),
  /** A follow-up: shown only while an option that names it (joinShowQuestionId) is chosen. */
  isHide: boolean("is_hide").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const resellerSurveyOptions = pgTable("reseller_survey_options", {
  id: serial("id").primaryKey(),
  questionId: integer("question_id")
    .notNull()
    .references(() => resellerSurveyQuestions.id, { onDelete: "cascade" }),
  sort: integer("sort").notNull().default(0),
  title: text("title").notNull(),
  /** Follow-up questions this option reveals. */
  joinShowQuestionId: integer("join_show_question_id").array().notNull().default([]),
  /** 'phone' when a fill field must be a mobile number; '' otherwise. */
  regx: text("regx").notNull().default(""),
  /** Starts a new line after this option or field. */
  br: boolean("br").notNull().default(false),
});

/** A reseller's answers, one row a person; saving again replaces them. */
export const resellerSurveyResponses = pgTable("reseller_survey_responses", {
  id: serial("id").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: "cascade" }),
  answers: jsonb("answers").$type<SurveyAnswer[]>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

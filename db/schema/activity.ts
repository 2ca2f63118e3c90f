import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { FormField, FormQuestion, SignSetting, SurveyAnswer } from "@/api/contract/activity";
import { TASK_KINDS, type TaskKind } from "@/api/contract/activity-admin";
import { users } from "./account/users";
import { exams } from "./certification/exams";
import { trainings } from "./training";

/** An activity (/activity/detail) or a special topic (/activity/special): both may carry a sign-up form and steps. */
export const activities = pgTable(
  "activities",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    cover: text("cover").notNull().default(""),
    startTime: timestamp("start_time", { withTimezone: true }).notNull(),
    endTime: timestamp("end_time", { withTimezone: true }).notNull(),
    contents: text("contents").notNull().default(""),
    /** The sign-up form's profile fields (spec 000: userDetailList with name, typeId and isRequireded, which we call isRequired). */
    userDetailList: jsonb("user_detail_list").$type<FormField[]>().notNull().default([]),
    surveyQuestions: jsonb("survey_questions").$type<FormQuestion[]>().notNull().default([]),
    /** 1: a sign-up waits for an operator's approval (isAp 1). */
    needApprove: integer("need_approve").notNull().default(0),
    agreement: text("agreement").notNull().default(""),
    /** 1: the special-topic page offers the share poster and links. */
    isShare: integer("is_share").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("activities_time_ck", sql`${t.endTime} >= ${t.startTime}`),
    check("activities_flags_ck", sql`${t.needApprove} in (0, 1) and ${t.isShare} in (0, 1)`),
  ],
);

/** One sign-up per person and activity; audit 0 under review, 1 approved, 2 rejected (spec 000 section 4). */
export const activitySignups = pgTable(
  "activity_signups",
  {
    id: serial("id").primaryKey(),
    activityId: integer("activity_id")
      .notNull()
      .references(() => activities.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    source: text("source").notNull().default(""),
    setting: jsonb("setting").$type<SignSetting[]>().notNull().default([]),
    surveySubmit: jsonb("survey_submit").$type<SurveyAnswer[]>().notNull().default([]),
    audit: integer("audit").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("activity_signups_user_uq").on(t.activityId, t.userId),
    index("activity_signups_audit_idx").on(t.activityId, t.audit),
    check("activity_signups_audit_ck", sql`${t.audit} in (0, 1, 2)`),
  ],
);

/** A special topic's steps, each with its task list and (optionally) a medal. */
export const activitySteps = pgTable(
  "activity_steps",
  {
    id: serial("id").primaryKey(),
    activityId: integer("activity_id")
      .notNull()
      .references(() => activities.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("activity_steps_activity_idx").on(t.activityId, t.sort)],
);

/**
 * A task: Activity/GoFinishTask answers its url; its score is claimed once with Activity/DrawUserScore. `kind` says
 * what evidence finishes it (TASK_KINDS); a live task names its session, an exam task its exam (kept while named).
 */
export const activityTasks = pgTable(
  "activity_tasks",
  {
    id: serial("id").primaryKey(),
    stepId: integer("step_id")
      .notNull()
      .references(() => activitySteps.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    kind: text("kind").$type<TaskKind>().notNull().default("visit"),
    trainingId: integer("training_id").references(() => trainings.id),
    examId: integer("exam_id").references(() => exams.id),
    url: text("url").notNull(),
    score: integer("score").notNull().default(0),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [
    index("activity_tasks_step_idx").on(t.stepId, t.sort),
    check("activity_tasks_score_ck", sql`${t.score} >= 0`),
    check("activity_tasks_kind_ck", sql.raw(`kind in (${TASK_KINDS.map((k) => `'${k}'`).join(", ")})`)),
    check(
      "activity_tasks_target_ck",
      sql`(${t.kind} = 'live') = (${t.trainingId} is not null) and (${t.kind} = 'exam') = (${t.examId} is not null)`,
    ),
  ],
);

/** Medal whereType (spec 001 section 9): 1 cumulative hours … 7 a set range of courses or lives (here: a step's tasks). */
export const medals = pgTable(
  "medals",
  {
    id: serial("id").primaryKey(),
    /** The step whose tasks earn it (Activity/DrawUserMedal {activityId, stepId}); null for a site-wide medal. */
    stepId: integer("step_id").references(() => activitySteps.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    type: integer("type").notNull().default(1),
    whereType: integer("where_type").notNull(),
    memo: text("memo").notNull().default(""),
  },
  (t) => [uniqueIndex("medals_step_uq").on(t.stepId), check("medals_where_type_ck", sql`${t.whereType} between 1 and 7`)],
);

/** A medal's levels: `number` is the threshold (minutes for the hour types, a count otherwise); score is paid on claim. */
export const medalLevels = pgTable(
  "medal_levels",
  {
    id: serial("id").primaryKey(),
    medalId: integer("medal_id")
      .notNull()
      .references(() => medals.id, { onDelete: "cascade" }),
    level: integer("level").notNull(),
    number: integer("number").notNull(),
    icon: text("icon").notNull().default(""),
    iconLighten: text("icon_lighten").notNull().default(""),
    score: integer("score").notNull().default(0),
    startTime: timestamp("start_time", { withTimezone: true }),
    endTime: timestamp("end_time", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("medal_levels_level_uq").on(t.medalId, t.level),
    check("medal_levels_number_ck", sql`${t.number} >= 0 and ${t.score} >= 0`),
  ],
);

/** A claimed medal level: the unique key makes two concurrent claims award it once. */
export const userMedals = pgTable(
  "user_medals",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    medalLevelId: integer("medal_level_id")
      .notNull()
      .references(() => medalLevels.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("user_medals_uq").on(t.userId, t.medalLevelId)],
);

/**
 * A task the server found finished for a person: a visit task when they went through its link (Activity/GoFinishTask),
 * any other kind when its evidence was there at their score claim. Once found finished, a task stays finished.
 */
export const userTasks = pgTable(
  "user_tasks",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    taskId: integer("task_id")
      .notNull()
      .references(() => activityTasks.id, { onDelete: "cascade" }),
    finishedAt: timestamp("finished_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set once by Activity/DrawUserScore; the conditional update makes a second claim find nothing. */
    scoreClaimedAt: timestamp("score_claimed_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("user_tasks_uq").on(t.userId, t.taskId)],
);

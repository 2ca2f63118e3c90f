import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { GROW_TASK_KINDS, type GrowTaskKind } from "@/api/contract/growplan";
import { users } from "./account/users";
import { exams } from "./certification/exams";
import { courses } from "./course";
import { interestOptions } from "./interest";
import { trainings } from "./training";

/**
 * A growth plan and the posts, growth stages and industries it serves (interest options of categories 2, 4 and 3;
 * an empty list serves any). Lists rather than one plan per post × stage × industry cell: "a plan for two posts" is
 * one row, and the most specific plan that serves a person's choice is theirs (docs/decisions/0026-growth-plan-matching.md).
 */
export const growPlans = pgTable(
  "grow_plans",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    summary: text("summary").notNull().default(""),
    postIds: integer("post_ids").array().notNull().default(sql`'{}'::integer[]`),
    stageIds: integer("stage_ids").array().notNull().default(sql`'{}'::integer[]`),
    industryIds: integer("industry_ids").array().notNull().default(sql`'{}'::integer[]`),
    /** 1: a special plan anyone may open by its id (GrowPlan/PlanList isSpecial 1); never matched by a choice. */
    isSpecial: integer("is_special").notNull().default(0),
    published: integer("published").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("grow_plans_flags_ck", sql`${t.isSpecial} in (0, 1) and ${t.published} in (0, 1)`)],
);

/** A plan's stages, in `sort` order. */
export const growPlanSteps = pgTable(
  "grow_plan_steps",
  {
    id: serial("id").primaryKey(),
    planId: integer("plan_id")
      .notNull()
      .references(() => growPlans.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("grow_plan_steps_plan_idx").on(t.planId, t.sort)],
);

/** A stage's tasks, in `sort` order: each names exactly the course, session or exam its kind says. */
export const growPlanTasks = pgTable(
  "grow_plan_tasks",
  {
    id: serial("id").primaryKey(),
    stepId: integer("step_id")
      .notNull()
      .references(() => growPlanSteps.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    kind: text("kind").$type<GrowTaskKind>().notNull(),
    courseId: integer("course_id").references(() => courses.id, { onDelete: "cascade" }),
    trainingId: integer("training_id").references(() => trainings.id, { onDelete: "cascade" }),
    examId: integer("exam_id").references(() => exams.id, { onDelete: "cascade" }),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [
    index("grow_plan_tasks_step_idx").on(t.stepId, t.sort),
    check("grow_plan_tasks_kind_ck", sql.raw(`kind in (${GROW_TASK_KINDS.map((k) => `'${k}'`).join(", ")})`)),
    check(
      "grow_plan_tasks_target_ck",
      sql`(${t.kind} = 'course') = (${t.courseId} is not null) and (${t.kind} = 'live') = (${t.trainingId} is not null) and (${t.kind} = 'exam') = (${t.examId} is not null)`,
    ),
  ],
);

/** A person's current choice (one row each; starting again replaces it): post option or their own text, stage, industry, plan. */
export const growPlanChoices = pgTable(
  "grow_plan_choices",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    postId: integer("post_id").references(() => interestOptions.id, { onDelete: "set null" }),
    customPost: text("custom_post").notNull().default(""),
    stageId: integer("stage_id")
      .notNull()
      .references(() => interestOptions.id, { onDelete: "cascade" }),
    industryId: integer("industry_id")
      .notNull()
      .references(() => interestOptions.id, { onDelete: "cascade" }),
    planId: integer("plan_id")
      .notNull()
      .references(() => growPlans.id, { onDelete: "cascade" }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("grow_plan_choices_plan_idx").on(t.planId)],
);

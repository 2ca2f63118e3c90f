import { and, asc, type Column, desc, eq, inArray, sql } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { growPlanChoices, growPlanSteps, growPlans, growPlanTasks } from "@/db/schema/growplan";
import { courseRefs } from "../course/course-refs";
import { sessions } from "../training/sessions";

export type GrowPlanRow = typeof growPlans.$inferSelect;
export type GrowTaskRow = typeof growPlanTasks.$inferSelect;

/** An empty list serves any value; a list holding `id` serves it; a null id (a custom post) only the empty list. */
const serves = (column: Column, id: number | null) =>
  id === null ? sql`cardinality(${column}) = 0` : sql`(cardinality(${column}) = 0 or ${id} = any(${column}))`;

/** The most specific published, non-special plan serving a choice: most non-empty lists first, then the newest. */
export async function matchPlan(db: Conn, choice: { postId: number | null; stageId: number; industryId: number }) {
  const specificity = sql`(cardinality(${growPlans.postIds}) > 0)::int + (cardinality(${growPlans.stageIds}) > 0)::int + (cardinality(${growPlans.industryIds}) > 0)::int`;
  const [row] = await db
    .select({ id: growPlans.id })
    .from(growPlans)
    .where(
      and(
        eq(growPlans.published, 1),
        eq(growPlans.isSpecial, 0),
        serves(growPlans.postIds, choice.postId),
        serves(growPlans.stageIds, choice.stageId),
        serves(growPlans.industryIds, choice.industryId),
      ),
    )
    .orderBy(desc(specificity), desc(growPlans.id))
    .limit(1);
  return row?.id ?? null;
}

type Choice = Omit<typeof growPlanChoices.$inferInsert, "startedAt">;

/** Starting again replaces the person's one choice and its start time. */
export async function saveChoice(db: Conn, choice: Choice) {
  const { postId, customPost, stageId, industryId, planId } = choice;
  await db
    .insert(growPlanChoices)
    .values(choice)
    .onConflictDoUpdate({
      target: growPlanChoices.userId,
      set: { postId: postId ?? null, customPost, stageId, industryId, planId, startedAt: sql`now()` },
    });
}

export async function findChoice(db: Conn, userId: number) {
  const [row] = await db.select().from(growPlanChoices).where(eq(growPlanChoices.userId, userId));
  return row ?? null;
}

export async function findPlan(db: Conn, planId: number) {
  const [row] = await db.select().from(growPlans).where(eq(growPlans.id, planId));
  return row ?? null;
}

export const listSteps = (db: Conn, planId: number) =>
  db.select().from(growPlanSteps).where(eq(growPlanSteps.planId, planId)).orderBy(asc(growPlanSteps.sort), asc(growPlanSteps.id));

export const listTasks = (db: Conn, stepIds: number[]) =>
  stepIds.length
    ? db.select().from(growPlanTasks).where(inArray(growPlanTasks.stepId, stepIds)).orderBy(asc(growPlanTasks.sort), asc(growPlanTasks.id))
    : Promise.resolve([]);

/** A task with the public ids of its course or session (what its link names). */
export async function findTaskTarget(db: Conn, taskId: number) {
  const [row] = await db
    .select({ task: growPlanTasks, courseStrId: courseRefs.strId, trainingStrId: sessions.strId })
    .from(growPlanTasks)
    .leftJoin(courseRefs, eq(courseRefs.id, growPlanTasks.courseId))
    .leftJoin(sessions, eq(sessions.id, growPlanTasks.trainingId))
    .where(eq(growPlanTasks.id, taskId));
  return row ?? null;
}

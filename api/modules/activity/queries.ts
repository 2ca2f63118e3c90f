import { and, asc, eq, gt, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Conn } from "@/db/client";
import {
  activities,
  activitySignups,
  activitySteps,
  activityTasks,
  medalLevels,
  medals,
  userMedals,
  userTasks,
} from "@/db/schema/activity";

export async function findActivity(db: Conn, id: number) {
  const [row] = await db.select().from(activities).where(eq(activities.id, id));
  return row ?? null;
}

/** Activities not yet over, the soonest first; special when it has steps (its page is the special topic). */
export function listCurrentActivities(db: Conn, limit: number) {
  return db
    .select({
      id: activities.id,
      title: activities.title,
      cover: activities.cover,
      startTime: activities.startTime,
      endTime: activities.endTime,
      // Written out: drizzle names a column without its table here, and "id" would be the step's own.
      special: sql<boolean>`exists (select 1 from activity_steps s where s.activity_id = activities.id)`,
    })
    .from(activities)
    .where(gt(activities.endTime, sql`now()`))
    .orderBy(asc(activities.startTime), asc(activities.id))
    .limit(limit);
}

export async function findSignup(db: Conn, activityId: number, userId: number) {
  const [row] = await db
    .select({ id: activitySignups.id, audit: activitySignups.audit })
    .from(activitySignups)
    .where(and(eq(activitySignups.activityId, activityId), eq(activitySignups.userId, userId)));
  return row ?? null;
}

/** null when the person had already signed up (the unique key, not a read, decides). */
export async function insertSignup(db: Conn, row: typeof activitySignups.$inferInsert) {
  const [created] = await db
    .insert(activitySignups)
    .values(row)
    .onConflictDoNothing({ target: [activitySignups.activityId, activitySignups.userId] })
    .returning({ id: activitySignups.id, audit: activitySignups.audit });
  return created ?? null;
}

/** A task with the activity its step belongs to. */
export async function findTask(db: Conn, taskId: number) {
  const [row] = await db
    .select({ task: activityTasks, activity: activities })
    .from(activityTasks)
    .innerJoin(activitySteps, eq(activitySteps.id, activityTasks.stepId))
    .innerJoin(activities, eq(activities.id, activitySteps.activityId))
    .where(eq(activityTasks.id, taskId));
  return row ?? null;
}

/** The person's row for a task, once (a visit, or a claim on evidence); a second insert does nothing. */
export async function markTaskFinished(db: Conn, userId: number, taskId: number) {
  await db
    .insert(userTasks)
    .values({ userId, taskId })
    .onConflictDoNothing({ target: [userTasks.userId, userTasks.taskId] });
}

/** The conditional update that lets one of two concurrent score claims through. */
export async function markScoreClaimed(tx: Conn, userId: number, taskId: number) {
  const [row] = await tx
    .update(userTasks)
    .set({ scoreClaimedAt: new Date() })
    .where(and(eq(userTasks.userId, userId), eq(userTasks.taskId, taskId), isNull(userTasks.scoreClaimedAt)))
    .returning({ id: userTasks.id });
  return row !== undefined;
}

/** The medal of a step with its activity, only when that step belongs to the activity named in the claim. */
export async function findStepMedal(db: Conn, activityId: number, stepId: number) {
  const [row] = await db
    .select({ medal: medals, activity: activities })
    .from(medals)
    .innerJoin(activitySteps, eq(activitySteps.id, medals.stepId))
    .innerJoin(activities, eq(activities.id, activitySteps.activityId))
    .where(and(eq(medals.stepId, stepId), eq(activitySteps.activityId, activityId)));
  return row ?? null;
}

export async function findMedal(db: Conn, medalId: number) {
  const [row] = await db.select().from(medals).where(eq(medals.id, medalId));
  return row ?? null;
}

export async function listLevels(db: Conn, medalIds: number[]) {
  if (!medalIds.length) return [];
  return db.select().from(medalLevels).where(inArray(medalLevels.medalId, medalIds)).orderBy(asc(medalLevels.level));
}

/** null when this person already holds the level. */
export async function insertUserMedal(tx: Conn, userId: number, medalLevelId: number) {
  const [row] = await tx
    .insert(userMedals)
    .values({ userId, medalLevelId })
    .onConflictDoNothing({ target: [userMedals.userId, userMedals.medalLevelId] })
    .returning({ id: userMedals.id });
  return row ?? null;
}

export async function listClaimedLevelIds(db: Conn, userId: number, levelIds: number[]) {
  if (!levelIds.length) return new Set<number>();
  const found = await db
    .select({ id: userMedals.medalLevelId })
    .from(userMedals)
    .where(and(eq(userMedals.userId, userId), inArray(userMedals.medalLevelId, levelIds)));
  return new Set(found.map((r) => r.id));
}

export async function listSteps(db: Conn, activityId: number) {
  return db
    .select()
    .from(activitySteps)
    .where(eq(activitySteps.activityId, activityId))
    .orderBy(asc(activitySteps.sort), asc(activitySteps.id));
}

export async function listTasks(db: Conn, stepIds: number[]) {
  if (!stepIds.length) return [];
  return db
    .select()
    .from(activityTasks)
    .where(inArray(activityTasks.stepId, stepIds))
    .orderBy(asc(activityTasks.sort), asc(activityTasks.id));
}

export async function listStepMedals(db: Conn, stepIds: number[]) {
  if (!stepIds.length) return [];
  return db.select().from(medals).where(inArray(medals.stepId, stepIds));
}

export async function listUserTasks(db: Conn, userId: number, taskIds: number[]) {
  if (!taskIds.length) return [];
  return db
    .select({ taskId: userTasks.taskId, scoreClaimedAt: userTasks.scoreClaimedAt })
    .from(userTasks)
    .where(and(eq(userTasks.userId, userId), inArray(userTasks.taskId, taskIds)));
}

/** The sign-ups a review would change (not yet in state `audit`), locked, in id order. */
export async function lockSignupsToReview(tx: Conn, ids: number[], audit: number) {
  return tx
    .select()
    .from(activitySignups)
    .where(and(inArray(activitySignups.id, ids), ne(activitySignups.audit, audit)))
    .orderBy(asc(activitySignups.id))
    .for("update");
}

export async function setSignupAudit(tx: Conn, signupId: number, audit: number) {
  const [row] = await tx.update(activitySignups).set({ audit }).where(eq(activitySignups.id, signupId)).returning();
  return row;
}

/** An activity's sign-ups in id order (the export). */
export async function listSignups(db: Conn, activityId: number) {
  return db.select().from(activitySignups).where(eq(activitySignups.activityId, activityId)).orderBy(asc(activitySignups.id));
}

/** Whose a sign-up is and which activity it is for (the review's notice). */
export async function findSignupOwner(db: Conn, signupId: number) {
  const [row] = await db
    .select({ userId: activitySignups.userId, title: activities.title, activityId: activities.id })
    .from(activitySignups)
    .innerJoin(activities, eq(activities.id, activitySignups.activityId))
    .where(eq(activitySignups.id, signupId));
  return row ?? null;
}

/** Every medal, in the order operators made them (the medals page). */
export function listMedals(db: Conn) {
  return db.select().from(medals).orderBy(asc(medals.id));
}

import { type AnyColumn, and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { ApplicationStage, PositionStatus } from "@/api/contract/zhaopin";
import type { Conn, Tx } from "@/db/client";
import {
  applicationEvents,
  applicationNotes,
  applications,
  cvEducations,
  cvIntentions,
  cvs,
  cvWorks,
  positions,
} from "@/db/schema/zhaopin";
import { interviews } from "@/db/schema/zhaopin/hiring";
import { cvNotBlockedFor } from "../blocked/service";

/** No row at all (a scope that reaches nothing). */
export const noRows: SQL = sql`false`;

/** Rows of one company (an enterprise account naming none reaches nothing). */
export const ofCompany = (column: AnyColumn, companyId: number | null): SQL => (companyId === null ? noRows : eq(column, companyId));

/* Positions. */

/** Positions past their expiry. */
export const expiredPosition: SQL = sql`${positions.expiresAt} is not null and ${positions.expiresAt} < now()`;

/** Where a position's step starts from: its status, or whether it is suspended. */
export const positionIs = {
  status: (status: PositionStatus): SQL => eq(positions.status, status),
  suspended: isNotNull(positions.suspendedAt),
  notSuspended: isNull(positions.suspendedAt),
};

/** A conditional update: answers the row only when `where` still held, so two clicks move it once. */
export async function movePositionWhere(tx: Tx, id: number, where: SQL, set: Partial<typeof positions.$inferInsert>) {
  const [row] = await tx
    .update(positions)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(positions.id, id), where))
    .returning();
  return row;
}

export async function lockPosition(tx: Tx, id: number, scope: SQL | undefined) {
  const [row] = await tx
    .select()
    .from(positions)
    .where(and(eq(positions.id, id), scope))
    .for("update");
  return row ?? null;
}

export function positionNames(db: Conn, ids: number[]) {
  return db
    .select({ id: positions.id, name: positions.name })
    .from(positions)
    .where(inArray(positions.id, [...new Set(ids)]));
}

/**
 * A position's 招聘漏斗 within `scope` (null: not there): its views, its applications, those that reached 邀请面试 (by
 * their history or an invitation sent on them) and those with an invitation the candidate accepted.
 */
export async function positionFunnel(db: Conn, id: number, scope: SQL | undefined) {
  const invitedOn = sql`exists (select 1 from ${interviews} where ${interviews.applicationId} = ${applications.id})`;
  const reachedInterview = sql`exists (select 1 from ${applicationEvents} where ${applicationEvents.applicationId} = ${applications.id} and ${applicationEvents.stage} = 'interview')`;
  const accepted = sql`exists (select 1 from ${interviews} where ${interviews.applicationId} = ${applications.id} and ${interviews.status} = 'accepted')`;
  const [row] = await db
    .select({
      views: positions.views,
      applications: count(applications.id),
      invited:
        sql<number>`count(${applications.id}) filter (where ${applications.stage} = 'interview' or ${reachedInterview} or ${invitedOn})`.mapWith(
          Number,
        ),
      accepted: sql<number>`count(${applications.id}) filter (where ${accepted})`.mapWith(Number),
    })
    .from(positions)
    .leftJoin(applications, eq(applications.positionId, positions.id))
    .where(and(eq(positions.id, id), scope))
    .groupBy(positions.id);
  return row ?? null;
}

/* Applications. */

/** Applications whose CV's name holds the text (never the mobile, which HR sees masked). */
export const candidateNamed = (likeText: string): SQL =>
  inArray(applications.cvId, sql`(select ${cvs.id} from ${cvs} where ${ilike(cvs.chineseName, `%${likeText}%`)})`);

/** The headline of these CVs: who applied. */
export function cvHeadlines(db: Conn, cvIds: number[]) {
  return db
    .select({
      userId: cvs.userId,
      chineseName: cvs.chineseName,
      sex: cvs.sex,
      age: cvs.age,
      education: cvs.education,
      workYears: cvs.workYears,
      city: cvs.city,
      jobStatus: cvs.jobStatus,
    })
    .from(cvs)
    .where(inArray(cvs.id, [...new Set(cvIds)]));
}

export function noteCounts(db: Conn, applicationIds: number[]) {
  return db
    .select({ applicationId: applicationNotes.applicationId, n: count() })
    .from(applicationNotes)
    .where(inArray(applicationNotes.applicationId, applicationIds))
    .groupBy(applicationNotes.applicationId);
}

export async function findApplication(db: Conn, id: number, scope: SQL | undefined) {
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.id, id), scope));
  return row ?? null;
}

/** The export's applications under all the conditions, oldest first, at most 10 000. */
export function applicationsToExport(db: Conn, conditions: (SQL | undefined)[]) {
  return db
    .select()
    .from(applications)
    .where(and(...conditions))
    .orderBy(asc(applications.createdAt), asc(applications.id))
    .limit(10_000);
}

/** An application's history, newest first. */
export function applicationHistory(db: Conn, applicationId: number) {
  return db
    .select({
      id: applicationEvents.id,
      stage: applicationEvents.stage,
      createdAt: applicationEvents.createdAt,
      actorId: applicationEvents.actorId,
    })
    .from(applicationEvents)
    .where(eq(applicationEvents.applicationId, applicationId))
    .orderBy(desc(applicationEvents.createdAt), desc(applicationEvents.id));
}

/** The applications among `ids` within `scope`, locked in id order, with their position's name. */
export function lockApplications(tx: Tx, ids: number[], scope: SQL | undefined) {
  return tx
    .select({ application: applications, positionName: positions.name })
    .from(applications)
    .innerJoin(positions, eq(positions.id, applications.positionId))
    .where(and(inArray(applications.id, ids), scope))
    .orderBy(applications.id)
    .for("update", { of: applications });
}

/** Moves one application to the stage and writes its history row (who moved it). */
export async function setApplicationStage(tx: Tx, id: number, stage: ApplicationStage, actorId: number) {
  const [after] = await tx.update(applications).set({ stage, updatedAt: new Date() }).where(eq(applications.id, id)).returning();
  await tx.insert(applicationEvents).values({ applicationId: id, stage, actorId });
  return after!;
}

/* Notes. */

/** Notes on one company's applications. */
export const notesOfCompany = (companyId: number): SQL =>
  inArray(
    applicationNotes.applicationId,
    sql`(select ${applications.id} from ${applications} where ${eq(applications.companyId, companyId)})`,
  );

/** The company's own application of that id; null for another company's or a missing one. */
export async function ownApplication(tx: Tx, applicationId: number, companyId: number) {
  const [row] = await tx
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.id, applicationId), eq(applications.companyId, companyId)));
  return row ?? null;
}

/* The talent pool. */

const publicCv: SQL = eq(cvs.isPublic, 1);

/** The public CVs a company's HR may find: not those whose owners blocked the company (屏蔽企业); null: every one. */
export const publicCvFor = (companyId: number | null): SQL => (companyId === null ? publicCv : and(publicCv, cvNotBlockedFor(companyId))!);

/** A CV with a job intention of that position type. */
export const intendsPositionType = (positionType: string): SQL =>
  inArray(cvs.userId, sql`(select ${cvIntentions.userId} from ${cvIntentions} where ${eq(cvIntentions.positionType, positionType)})`);

/** Where the person lives or wants to work: the CV's own place or one of its intentions'. */
export const livesOrWantsIn = (column: "province" | "city", place: string): SQL =>
  sql`(${cvs[column]} = ${place} or ${cvs.userId} in (select ${cvIntentions.userId} from ${cvIntentions} where ${cvIntentions[column]} = ${place}))`;

/** The rows of these people's CVs: intentions, works and educations, each in CV order. */
/** Whether HR of the company may reach the person: they applied to one of its positions, or keep their CV public. */
export async function reachableSeeker(db: Conn, companyId: number, userId: number) {
  const [applied] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.companyId, companyId), eq(applications.userId, userId)))
    .limit(1);
  if (applied) return true;
  const [cv] = await db
    .select({ id: cvs.id })
    .from(cvs)
    .where(and(eq(cvs.userId, userId), publicCvFor(companyId)))
    .limit(1);
  return !!cv;
}

export async function cvRowsOf(db: Conn, userIds: number[]) {
  const [intentions, works, educations] = await Promise.all([
    db.select().from(cvIntentions).where(inArray(cvIntentions.userId, userIds)).orderBy(asc(cvIntentions.id)),
    db.select().from(cvWorks).where(inArray(cvWorks.userId, userIds)).orderBy(asc(cvWorks.startTime), asc(cvWorks.id)),
    db.select().from(cvEducations).where(inArray(cvEducations.userId, userIds)).orderBy(asc(cvEducations.startTime), asc(cvEducations.id)),
  ]);
  return { intentions, works, educations };
}

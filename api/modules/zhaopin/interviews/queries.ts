import { and, desc, eq, gt, inArray, isNull, lte, type SQL, sql } from "drizzle-orm";
import type { InterviewStatus } from "@/api/contract/zhaopin-interviews";
import type { Conn, Tx } from "@/db/client";
import { cvs, positions } from "@/db/schema/zhaopin";
import { interviews } from "@/db/schema/zhaopin/hiring";

export type InterviewRecord = typeof interviews.$inferSelect;
type NewInterview = typeof interviews.$inferInsert;

/** Pending, accepted or asked to reschedule: what the partial unique indexes allow one of. */
const OPEN_STATUSES = ["pending", "accepted", "reschedule"] as const satisfies readonly InterviewStatus[];
export const isOpenStatus = (s: InterviewStatus) => (OPEN_STATUSES as readonly string[]).includes(s);
const open: SQL = inArray(interviews.status, [...OPEN_STATUSES]);

export async function insertInterview(tx: Tx, values: NewInterview) {
  const [row] = await tx.insert(interviews).values(values).returning();
  return row!;
}

/** The application's open invitation, if any. */
export async function openOfApplication(db: Conn, applicationId: number) {
  const [row] = await db
    .select({ id: interviews.id })
    .from(interviews)
    .where(and(eq(interviews.applicationId, applicationId), open));
  return row ?? null;
}

/** The company's open invitation of the person from the talent pool, if any. */
export async function openOfTalent(db: Conn, companyId: number, userId: number) {
  const [row] = await db
    .select({ id: interviews.id })
    .from(interviews)
    .where(and(eq(interviews.companyId, companyId), eq(interviews.userId, userId), isNull(interviews.applicationId), open));
  return row ?? null;
}

/** The invitation within `reach` (a company's, a candidate's), locked for a change; null when out of reach. */
export async function lockInterview(tx: Tx, id: number, reach: SQL | undefined) {
  const [row] = await tx
    .select()
    .from(interviews)
    .where(and(eq(interviews.id, id), reach))
    .for("update");
  return row ?? null;
}

export async function updateInterview(tx: Tx, id: number, set: Partial<NewInterview>) {
  const [row] = await tx
    .update(interviews)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(interviews.id, id))
    .returning();
  return row!;
}

/** The candidate's open invitation of that id (the calendar file); null for anyone else's or a closed one. */
/** A condition on interviews: the candidate's own. */
export const ofCandidate = (userId: number): SQL => eq(interviews.userId, userId);

export async function findOwnOpen(db: Conn, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(interviews)
    .where(and(eq(interviews.id, id), eq(interviews.userId, userId), open));
  return row ?? null;
}

/** The person's invitations, the latest interview first. */
export function interviewsOf(db: Conn, userId: number, limit: number) {
  return db
    .select()
    .from(interviews)
    .where(eq(interviews.userId, userId))
    .orderBy(desc(interviews.startsAt), desc(interviews.id))
    .limit(limit);
}

/** Position titles by id (an invitation from the talent pool names none). */
export async function positionTitles(db: Conn, ids: (number | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map<number, string>();
  const rows = await db.select({ id: positions.id, name: positions.name }).from(positions).where(inArray(positions.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The names on these CVs, by CV id. */
export async function cvNames(db: Conn, cvIds: number[]) {
  if (!cvIds.length) return new Map<number, string>();
  const rows = await db
    .select({ id: cvs.id, name: cvs.chineseName })
    .from(cvs)
    .where(inArray(cvs.id, [...new Set(cvIds)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The name on the person's CV, as HR knows them. */
export async function cvName(db: Conn, userId: number) {
  const [row] = await db.select({ name: cvs.chineseName }).from(cvs).where(eq(cvs.userId, userId));
  return row?.name ?? "";
}

/** The CV of that id within the talent pool's scope for the caller; null when the pool does not show it. */
export async function talentCv(db: Conn, cvId: number, scope: SQL | undefined) {
  const [row] = await db
    .select({ id: cvs.id, userId: cvs.userId })
    .from(cvs)
    .where(and(eq(cvs.id, cvId), scope));
  return row ?? null;
}

/**
 * Claims the pending or accepted invitations starting within (now, until] not reminded yet: one guarded UPDATE over
 * rows locked with SKIP LOCKED, so two runners never claim the same one and each is reminded once.
 */
export function claimDueReminders(tx: Tx, now: Date, until: Date, limit: number) {
  const due = tx
    .select({ id: interviews.id })
    .from(interviews)
    .where(
      and(
        isNull(interviews.remindedAt),
        inArray(interviews.status, ["pending", "accepted"]),
        gt(interviews.startsAt, now),
        lte(interviews.startsAt, until),
      ),
    )
    .orderBy(interviews.startsAt)
    .limit(limit)
    .for("update", { skipLocked: true });
  return tx
    .update(interviews)
    .set({ remindedAt: sql`now()` })
    .where(and(inArray(interviews.id, due), isNull(interviews.remindedAt)))
    .returning();
}

/** Closing the person's account: the invitations they received go (those they sent as HR stay the company's). */
export async function deleteInterviewsOf(tx: Conn, userId: number) {
  await tx.delete(interviews).where(eq(interviews.userId, userId));
}

/** Calls off the application's open invitation, if any (the application ended): answers it as cancelled, or null. */
export async function cancelOpenOfApplication(tx: Tx, applicationId: number, by: "company" | "candidate", reason: string) {
  const [row] = await tx
    .update(interviews)
    .set({ status: "cancelled", cancelledBy: by, cancelReason: reason, updatedAt: new Date() })
    .where(and(eq(interviews.applicationId, applicationId), open))
    .returning();
  return row ?? null;
}

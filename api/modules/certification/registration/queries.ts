import { and, asc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { examChecks } from "@/db/schema/certification/exam-checks";
import { examRegistrations, OPEN_STATUSES, type PayMethod, type RegistrationStatus } from "@/db/schema/certification/exams";

/** An attempt as the attempt rules (attempts.ts) read it. */
export type Attempt = {
  id: number;
  examId: number;
  status: RegistrationStatus;
  paidAt: Date | null;
  resultAt: Date | null;
  createdAt: Date;
};

export type NewRegistration = typeof examRegistrations.$inferInsert;

export async function insertRegistration(tx: Conn, values: NewRegistration) {
  const [row] = await tx.insert(examRegistrations).values(values).returning();
  return row!;
}

/** The exams among `examIds` the candidate has passed (an attempt with status passed). */
export async function passedExamIds(conn: Conn, userId: number, examIds: number[]) {
  if (!examIds.length) return new Set<number>();
  const found = await conn
    .selectDistinct({ id: examRegistrations.examId })
    .from(examRegistrations)
    .where(and(eq(examRegistrations.userId, userId), inArray(examRegistrations.examId, examIds), eq(examRegistrations.status, "passed")));
  return new Set(found.map((r) => r.id));
}

/** How many different exams a person has passed. */
export async function countPassedExams(conn: Conn, userId: number) {
  const [row] = await conn
    .select({ n: sql<number>`count(distinct ${examRegistrations.examId})::int` })
    .from(examRegistrations)
    .where(and(eq(examRegistrations.userId, userId), eq(examRegistrations.status, "passed")));
  return row!.n;
}

/** The candidate's one open registration for an exam, if any. */
export async function openRegistration(conn: Conn, userId: number, examId: number) {
  const [row] = await conn
    .select()
    .from(examRegistrations)
    .where(
      and(
        eq(examRegistrations.userId, userId),
        eq(examRegistrations.examId, examId),
        inArray(examRegistrations.status, [...OPEN_STATUSES]),
      ),
    );
  return row;
}

/** Camera check passed: check → unpaid, once. Answers the row only when this call made the change. */
export async function markChecked(tx: Conn, registrationId: number) {
  const [row] = await tx
    .update(examRegistrations)
    .set({ status: "unpaid" })
    .where(and(eq(examRegistrations.id, registrationId), eq(examRegistrations.status, "check")))
    .returning();
  return row;
}

export async function insertCheck(tx: Conn, values: typeof examChecks.$inferInsert) {
  await tx.insert(examChecks).values(values);
}

/** Camera photos taken before `before`, oldest first. */
export function checksTakenBefore(conn: Conn, before: Date, limit: number) {
  return conn
    .select({ id: examChecks.id, photoKey: examChecks.photoKey })
    .from(examChecks)
    .where(lt(examChecks.createdAt, before))
    .orderBy(examChecks.id)
    .limit(limit);
}

export async function deleteChecks(conn: Conn, ids: number[]) {
  if (ids.length) await conn.delete(examChecks).where(inArray(examChecks.id, ids));
}

/** Which of these ids name a registration, in id order. */
export async function existingRegistrationIds(conn: Conn, ids: number[]) {
  return conn
    .select({ id: examRegistrations.id })
    .from(examRegistrations)
    .where(inArray(examRegistrations.id, ids))
    .orderBy(asc(examRegistrations.id));
}

/** The storage key of a registration's first camera-check photo, or null. */
export async function firstCheckPhotoKey(conn: Conn, registrationId: number) {
  const [row] = await conn
    .select({ key: examChecks.photoKey })
    .from(examChecks)
    .where(eq(examChecks.registrationId, registrationId))
    .orderBy(asc(examChecks.id))
    .limit(1);
  return row?.key ?? null;
}

/** A registration by id, or undefined. */
export async function findRegistration(conn: Conn, registrationId: number) {
  const [row] = await conn.select().from(examRegistrations).where(eq(examRegistrations.id, registrationId));
  return row;
}

/** The candidate's own registration, or undefined: every candidate-side step looks it up through this. */
export async function ownRegistration(conn: Conn, userId: number, registrationId: number) {
  const [row] = await conn
    .select()
    .from(examRegistrations)
    .where(and(eq(examRegistrations.id, registrationId), eq(examRegistrations.userId, userId)));
  return row;
}

/**
 * Records the payment of an unpaid registration and moves it to waitaudit. Answers the registration when this
 * call made the change, undefined when it was already paid (or is not unpaid), so callers apply side effects once.
 */
export async function markPaid(tx: Conn, registrationId: number, method: PayMethod, paidFen: number) {
  const [row] = await tx
    .update(examRegistrations)
    .set({ status: "waitaudit", payMethod: method, paidFen, paidAt: new Date() })
    .where(and(eq(examRegistrations.id, registrationId), eq(examRegistrations.status, "unpaid")))
    .returning();
  return row;
}

/** The operator's decision: waitaudit → `status`, once. Answers the row only when this call made the change. */
export async function markReviewed(tx: Conn, registrationId: number, status: "approved" | "rejected", reviewNote: string) {
  const [row] = await tx
    .update(examRegistrations)
    .set({ status, reviewedAt: new Date(), reviewNote })
    .where(and(eq(examRegistrations.id, registrationId), eq(examRegistrations.status, "waitaudit")))
    .returning();
  return row;
}

/** The candidate's attempts at one exam, newest first. */
export function attemptsAt(conn: Conn, userId: number, examId: number): Promise<Attempt[]> {
  return conn
    .select({
      id: examRegistrations.id,
      examId: examRegistrations.examId,
      status: examRegistrations.status,
      paidAt: examRegistrations.paidAt,
      resultAt: examRegistrations.resultAt,
      createdAt: examRegistrations.createdAt,
    })
    .from(examRegistrations)
    .where(and(eq(examRegistrations.userId, userId), eq(examRegistrations.examId, examId)))
    .orderBy(examRegistrations.id)
    .then((rows) => rows.reverse());
}

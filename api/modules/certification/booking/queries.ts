import { and, asc, desc, eq, gt, gte, inArray, lt, sql } from "drizzle-orm";
import type { Conn, Tx } from "@/db/client";
import { examRegistrations, examSessions, exams } from "@/db/schema/certification/exams";

export type Sitting = typeof examSessions.$inferSelect;
export type Registration = typeof examRegistrations.$inferSelect;

export async function findExam(conn: Conn, examId: number) {
  const [row] = await conn.select().from(exams).where(eq(exams.id, examId));
  return row;
}

/** The candidate's latest registration (attempt) at an exam: the one the waitaudit and time pages are about. */
export async function latestRegistration(conn: Conn, userId: number, examId: number) {
  const [row] = await conn
    .select()
    .from(examRegistrations)
    .where(and(eq(examRegistrations.userId, userId), eq(examRegistrations.examId, examId)))
    .orderBy(desc(examRegistrations.id))
    .limit(1);
  return row;
}

/** The exam of the candidate's newest attempt waiting for (or holding) a sitting: what an examid-less call is about. */
export async function bookableExamOf(conn: Conn, userId: number) {
  const [row] = await conn
    .select({ examId: examRegistrations.examId })
    .from(examRegistrations)
    .where(and(eq(examRegistrations.userId, userId), inArray(examRegistrations.status, ["approved", "booked"])))
    .orderBy(desc(examRegistrations.id))
    .limit(1);
  return row?.examId;
}

/**
 * The same, locked for the booking transaction: one candidate's concurrent bookings queue here one behind the
 * other, so each sees what the previous one did.
 */
export async function lockLatestRegistration(tx: Tx, userId: number, examId: number) {
  const [row] = await tx
    .select()
    .from(examRegistrations)
    .where(and(eq(examRegistrations.userId, userId), eq(examRegistrations.examId, examId)))
    .orderBy(desc(examRegistrations.id))
    .limit(1)
    .for("update");
  return row;
}

/** Paid attempts at an exam (what `cnt` counts): every registration that got past payment. */
export async function paidAttempts(conn: Conn, userId: number, examId: number) {
  const [row] = await conn
    .select({ n: sql<number>`count(*)::int` })
    .from(examRegistrations)
    .where(and(eq(examRegistrations.userId, userId), eq(examRegistrations.examId, examId), sql`${examRegistrations.paidAt} is not null`));
  return row?.n ?? 0;
}

export async function findSitting(conn: Conn, sessionId: number) {
  const [row] = await conn.select().from(examSessions).where(eq(examSessions.id, sessionId));
  return row;
}

/** An exam's sittings that start after `now`, soonest first. */
export function futureSittings(conn: Conn, examId: number, now: Date) {
  return conn
    .select()
    .from(examSessions)
    .where(and(eq(examSessions.examId, examId), gt(examSessions.startAt, now)))
    .orderBy(asc(examSessions.startAt), asc(examSessions.id));
}

/** An exam's sittings starting in [from, to), soonest first. */
export function sittingsBetween(conn: Conn, examId: number, from: Date, to: Date) {
  return conn
    .select()
    .from(examSessions)
    .where(and(eq(examSessions.examId, examId), gte(examSessions.startAt, from), lt(examSessions.startAt, to)))
    .orderBy(asc(examSessions.startAt), asc(examSessions.id));
}

/**
 * Takes one seat of a sitting that has not started: a guarded UPDATE, so under any concurrency no more seats are
 * taken than there are (the CHECK constraint stands behind it). Undefined when the sitting is full or started.
 */
export async function takeSeat(tx: Tx, sessionId: number, now: Date) {
  const [row] = await tx
    .update(examSessions)
    .set({ seatsTaken: sql`${examSessions.seatsTaken} + 1` })
    .where(and(eq(examSessions.id, sessionId), sql`${examSessions.seatsTaken} < ${examSessions.seats}`, gt(examSessions.startAt, now)))
    .returning();
  return row;
}

/** Gives a seat back (a booking moved to another sitting). */
export async function releaseSeat(tx: Tx, sessionId: number) {
  await tx
    .update(examSessions)
    .set({ seatsTaken: sql`${examSessions.seatsTaken} - 1` })
    .where(and(eq(examSessions.id, sessionId), gt(examSessions.seatsTaken, 0)));
}

/** approved → booked on a sitting, only for the candidate's own registration still approved. */
export async function markBooked(tx: Tx, registrationId: number, userId: number, sessionId: number) {
  const [row] = await tx
    .update(examRegistrations)
    .set({ status: "booked", sessionId, bookedAt: new Date() })
    .where(and(eq(examRegistrations.id, registrationId), eq(examRegistrations.userId, userId), eq(examRegistrations.status, "approved")))
    .returning();
  return row;
}

/** A booked registration moved from one sitting to another. */
export async function moveBooking(tx: Tx, registrationId: number, userId: number, fromSessionId: number, toSessionId: number) {
  const [row] = await tx
    .update(examRegistrations)
    .set({ sessionId: toSessionId, bookedAt: new Date() })
    .where(
      and(
        eq(examRegistrations.id, registrationId),
        eq(examRegistrations.userId, userId),
        eq(examRegistrations.status, "booked"),
        eq(examRegistrations.sessionId, fromSessionId),
      ),
    )
    .returning();
  return row;
}

/** The candidates holding a seat of a sitting (status booked). */
export function bookedOn(conn: Conn, sessionId: number) {
  return conn
    .select({ userId: examRegistrations.userId, examId: examRegistrations.examId })
    .from(examRegistrations)
    .where(and(eq(examRegistrations.sessionId, sessionId), eq(examRegistrations.status, "booked")));
}

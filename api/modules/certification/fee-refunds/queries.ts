import { type AnyColumn, and, eq, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { examRegistrations, exams } from "@/db/schema/certification/exams";
import { examFeeRefunds, sponsoredExams } from "@/db/schema/certification/fee-refunds";
import { invoiceRequests } from "@/db/schema/certification/requests";

export type FeeRefund = typeof examFeeRefunds.$inferSelect;

/** Whether the company sponsors the exam. */
export async function sponsors(conn: Conn, companyId: number, examId: number) {
  const [row] = await conn
    .select({ id: sponsoredExams.id })
    .from(sponsoredExams)
    .where(and(eq(sponsoredExams.companyId, companyId), eq(sponsoredExams.examId, examId)));
  return !!row;
}

/** The exams among `examIds` the company sponsors. */
export async function sponsoredAmong(conn: Conn, companyId: number, examIds: number[]) {
  if (!examIds.length) return new Set<number>();
  const rows = await conn
    .select({ examId: sponsoredExams.examId })
    .from(sponsoredExams)
    .where(and(eq(sponsoredExams.companyId, companyId), inArray(sponsoredExams.examId, examIds)));
  return new Set(rows.map((r) => r.examId));
}

/** Files the request; undefined when the attempt already has one (the unique index decides between two at once). */
export async function insertFeeRefund(conn: Conn, values: typeof examFeeRefunds.$inferInsert) {
  const [row] = await conn.insert(examFeeRefunds).values(values).onConflictDoNothing().returning();
  return row;
}

export async function feeRefundById(conn: Conn, id: number) {
  const [row] = await conn.select().from(examFeeRefunds).where(eq(examFeeRefunds.id, id));
  return row;
}

export async function feeRefundOfRegistration(conn: Conn, registrationId: number) {
  const [row] = await conn.select().from(examFeeRefunds).where(eq(examFeeRefunds.registrationId, registrationId));
  return row;
}

/** The requests of these attempts, by attempt. */
export async function feeRefundsOfRegistrations(conn: Conn, registrationIds: number[]) {
  const rows = registrationIds.length
    ? await conn.select().from(examFeeRefunds).where(inArray(examFeeRefunds.registrationId, registrationIds))
    : [];
  return new Map(rows.map((r) => [r.registrationId, r]));
}

/**
 * An operator's approval takes the request to the provider: pending → refunding, once, so of two approvals at once
 * only one asks for the refund. A request left refunding longer than `staleSeconds` (its process died mid-way) may be
 * taken again: the refund number is the request's, so the provider still refunds once. Undefined when not taken.
 */
export async function claimFeeRefund(conn: Conn, id: number, decidedBy: number, staleSeconds: number) {
  const [row] = await conn
    .update(examFeeRefunds)
    .set({ status: "refunding", claimedAt: sql`now()`, decidedBy })
    .where(
      and(
        eq(examFeeRefunds.id, id),
        or(
          eq(examFeeRefunds.status, "pending"),
          and(eq(examFeeRefunds.status, "refunding"), lt(examFeeRefunds.claimedAt, sql`now() - make_interval(secs => ${staleSeconds})`)),
        ),
      ),
    )
    .returning();
  return row;
}

/** The provider refused or could not be reached: refunding → pending, for another try. */
export async function releaseFeeRefund(conn: Conn, id: number) {
  await conn
    .update(examFeeRefunds)
    .set({ status: "pending", claimedAt: null, decidedBy: null })
    .where(and(eq(examFeeRefunds.id, id), eq(examFeeRefunds.status, "refunding")));
}

/** The provider took the refund: refunding → refunded, once. */
export async function finishFeeRefund(conn: Conn, id: number, refundId: string) {
  const [row] = await conn
    .update(examFeeRefunds)
    .set({ status: "refunded", refundId, decidedAt: sql`now()` })
    .where(and(eq(examFeeRefunds.id, id), eq(examFeeRefunds.status, "refunding")))
    .returning();
  return row;
}

/** pending → refused with the reason, once. */
export async function refuseFeeRefundRow(conn: Conn, id: number, reason: string, decidedBy: number) {
  const [row] = await conn
    .update(examFeeRefunds)
    .set({ status: "refused", reason, decidedBy, decidedAt: sql`now()` })
    .where(and(eq(examFeeRefunds.id, id), eq(examFeeRefunds.status, "pending")))
    .returning();
  return row;
}

/** Each request's attempt: the name on the registration, the exam, and the invoice asked for it (if any). */
export async function attemptsOfRefunds(conn: Conn, registrationIds: number[]) {
  if (!registrationIds.length)
    return new Map<number, { chineseName: string; examId: number; examName: string; invoiceStatus: "requested" | "sent" | null }>();
  const rows = await conn
    .select({
      id: examRegistrations.id,
      chineseName: examRegistrations.chineseName,
      examId: examRegistrations.examId,
      examName: exams.name,
      invoiceStatus: invoiceRequests.status,
    })
    .from(examRegistrations)
    .innerJoin(exams, eq(exams.id, examRegistrations.examId))
    .leftJoin(invoiceRequests, eq(invoiceRequests.registrationId, examRegistrations.id))
    .where(inArray(examRegistrations.id, registrationIds));
  return new Map(rows.map(({ id, ...r }) => [id, r]));
}

/** An enterprise account's own company's rows; none for an account acting for no company. */
export const ofCompany = (column: AnyColumn, companyId: number | null): SQL => (companyId === null ? sql`false` : eq(column, companyId));

/** Sorting by this ascending puts the requests waiting for an operator first. */
export const waitingFirst = sql`(${examFeeRefunds.status} not in ('pending', 'refunding'))`;

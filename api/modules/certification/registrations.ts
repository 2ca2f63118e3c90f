import { and, eq } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { examRegistrations, type PayMethod, users } from "@/db/schema";

/**
 * The registration's way through the certification flow, shared by registration, payment, vouchers, review,
 * booking and results: each step moves it on with one guarded UPDATE, so a step applies once however often
 * (or however concurrently) it is asked for.
 */

/** Where the candidate pays for a registration (the "returned url" of Pearson/ExamAdd and ExamUserCheck). */
export function payPageUrl(reg: { id: number; examId: number }) {
  return `/certification/pay?pra_id=${reg.id}&pra_em=${reg.examId}`;
}

/** Where a paid candidate waits for the operator's review. */
export function waitAuditUrl(examId: number) {
  return `/certification/waitaudit?examid=${examId}`;
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

/** The person a registration's letters and texts go to. */
export async function registrationRecipient(conn: Conn, registrationId: number) {
  const [row] = await conn
    .select({ userId: users.id, areaCode: users.areaCode, mobile: users.mobile })
    .from(examRegistrations)
    .innerJoin(users, eq(users.id, examRegistrations.userId))
    .where(eq(examRegistrations.id, registrationId));
  return row;
}

import { and, eq, isNull } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { examRegistrations, exams } from "@/db/schema/certification/exams";
import { vouchers } from "@/db/schema/certification/vouchers";

/** The registration and its exam's name. */
export async function registrationWithExam(conn: Conn, registrationId: number) {
  const [row] = await conn
    .select({ registration: examRegistrations, examName: exams.name })
    .from(examRegistrations)
    .innerJoin(exams, eq(exams.id, examRegistrations.examId))
    .where(eq(examRegistrations.id, registrationId));
  return row;
}

export async function findVoucherByCode(conn: Conn, code: string) {
  const [row] = await conn.select().from(vouchers).where(eq(vouchers.code, code));
  return row;
}

/**
 * Takes an unused code of this exam for the registration: the guarded UPDATE … WHERE used_at IS NULL lets one of two
 * people at once win. Answers the voucher only when this call took it.
 */
export async function takeVoucher(tx: Conn, code: string, examId: number, use: { userId: number; registrationId: number }) {
  const [row] = await tx
    .update(vouchers)
    .set({ usedBy: use.userId, usedAt: new Date(), registrationId: use.registrationId })
    .where(and(eq(vouchers.code, code), eq(vouchers.examId, examId), isNull(vouchers.usedAt)))
    .returning();
  return row;
}

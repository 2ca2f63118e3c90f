import { and, eq, inArray, isNull } from "drizzle-orm";
import { PAY_MSG } from "@/api/contract/payment";
import { VOUCHER_MSG, type VoucherPay } from "@/api/contract/voucher";
import { fail } from "@/api/protocol/errors";
import type { SmsDriver } from "@/api/providers/sms";
import type { Conn, Db } from "@/db/client";
import { examRegistrations, OPEN_STATUSES, vouchers } from "@/db/schema";
import { closeOrders } from "../../pay/service";
import { waitAuditUrl } from "../registrations";
import { payRegistration } from "./subject";

/** The caller's open registration for the exam. */
async function openRegistration(conn: Conn, userId: number, examId: number) {
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

/** Why a code could not be used, said as precisely as the person can act on it. */
async function refusal(conn: Conn, code: string, examId: number): Promise<never> {
  const [voucher] = await conn.select().from(vouchers).where(eq(vouchers.code, code));
  if (!voucher) fail(VOUCHER_MSG.notFound, "pwd");
  if (voucher.examId !== examId) fail(VOUCHER_MSG.otherExam, "pwd");
  fail(VOUCHER_MSG.used, "pwd");
}

/**
 * pearson/voupay: pays the caller's unpaid registration for the exam with a voucher for that exam. One transaction:
 * the guarded UPDATE … WHERE used_at IS NULL takes the code (two people at once: one wins), the registration moves
 * to waitaudit (or everything rolls back), its open payment orders close, the candidate gets the letter.
 */
export async function redeemVoucher(db: Db, sms: SmsDriver, userId: number, input: VoucherPay) {
  const reg = await openRegistration(db, userId, input.examid);
  if (!reg || reg.status !== "unpaid") fail(reg ? PAY_MSG.notUnpaid : PAY_MSG.noRegistration);
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .update(vouchers)
      .set({ usedBy: userId, usedAt: new Date(), registrationId: reg.id })
      .where(and(eq(vouchers.code, input.pwd), eq(vouchers.examId, input.examid), isNull(vouchers.usedAt)))
      .returning();
    if (!taken) return refusal(tx, input.pwd, input.examid);
    // Paid in the meantime (another voucher, the cashier): throwing rolls this voucher back.
    if (!(await payRegistration(tx, sms, reg.id, "voucher", 0))) fail(PAY_MSG.notUnpaid);
    await closeOrders(tx, "exam_registration", reg.id);
    return { url: waitAuditUrl(reg.examId) };
  });
}

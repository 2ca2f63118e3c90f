import { PAY_MSG } from "@/api/contract/payment";
import { VOUCHER_MSG, type VoucherPay } from "@/api/contract/voucher";
import { fail } from "@/api/protocol/errors";
import type { PaymentDriver } from "@/api/providers/payment";
import type { SmsDriver } from "@/api/providers/sms";
import type { Conn, Db } from "@/db/client";
import { closeAtProvider, closeOrders } from "../../pay/service";
import { openRegistration } from "../registration/queries";
import { waitAuditUrl } from "../registrations";
import { findVoucherByCode, takeVoucher } from "./queries";
import { payRegistration } from "./subject";

/** Why a code could not be used, said as precisely as the person can act on it. */
async function refusal(conn: Conn, code: string, examId: number): Promise<never> {
  const voucher = await findVoucherByCode(conn, code);
  if (!voucher) fail(VOUCHER_MSG.notFound, "pwd");
  if (voucher.examId !== examId) fail(VOUCHER_MSG.otherExam, "pwd");
  fail(VOUCHER_MSG.used, "pwd");
}

/**
 * pearson/voupay: pays the caller's unpaid registration for the exam with a voucher for that exam. One transaction:
 * the guarded UPDATE … WHERE used_at IS NULL takes the code (two people at once: one wins), the registration moves
 * to waitaudit (or everything rolls back), its open payment orders close, the candidate gets the letter.
 */
export async function redeemVoucher(db: Db, sms: SmsDriver, driver: PaymentDriver, userId: number, input: VoucherPay) {
  const reg = await openRegistration(db, userId, input.examid);
  if (reg?.status !== "unpaid") fail(reg ? PAY_MSG.notUnpaid : PAY_MSG.noRegistration);
  const { url, closed } = await db.transaction(async (tx) => {
    const taken = await takeVoucher(tx, input.pwd, input.examid, { userId, registrationId: reg.id });
    if (!taken) return refusal(tx, input.pwd, input.examid);
    // Paid in the meantime (another voucher, the cashier): throwing rolls this voucher back.
    if (!(await payRegistration(tx, sms, reg.id, "voucher", 0))) fail(PAY_MSG.notUnpaid);
    const closed = await closeOrders(tx, "exam_registration", reg.id);
    return { url: waitAuditUrl(reg.examId), closed };
  });
  await closeAtProvider(driver, closed);
  return { url };
}

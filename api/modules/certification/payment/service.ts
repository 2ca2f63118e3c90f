import { PAY_MSG, type PayConfirm, type PayPage, type PayPass, type PayProvider } from "@/api/contract/payment";
import { AppError, Code, fail } from "@/api/protocol/errors";
import type { PaymentDriver } from "@/api/providers/payment";
import type { SmsDriver } from "@/api/providers/sms";
import type { Db } from "@/db/client";
import type { RegistrationStatus } from "@/db/schema/certification/exams";
import { openOrder, ownOrder, settleOrder } from "../../pay/service";
import { ownRegistration } from "../registration/queries";
import { waitAuditUrl } from "../registrations";
import { registrationWithExam } from "./queries";
import { examRegistrationSubject } from "./subject";

/** Statuses a registration reaches only once paid. */
const PAID: RegistrationStatus[] = ["waitaudit", "approved", "booked", "passed", "failed"];

/** "After payment, confirming leads to waitaudit" (spec 001 section 4): a 302 the page follows. */
function toWaitAudit(examId: number): never {
  throw new AppError(Code.redirect, "报名费已支付，请等待审核", waitAuditUrl(examId));
}

/** The caller's own registration named by the pay page's link, or the spec's way onward when it is not unpaid. */
async function payableRegistration(db: Db, userId: number, registrationId: number, examId: number) {
  const reg = await ownRegistration(db, userId, registrationId);
  if (!reg || reg.examId !== examId) fail(PAY_MSG.noRegistration);
  if (PAID.includes(reg.status)) toWaitAudit(reg.examId);
  if (reg.status === "check") throw new AppError(Code.redirect, "请先完成考前拍照验证", `/certification/examcheck/${reg.examId}`);
  if (reg.status !== "unpaid" || reg.feeFen <= 0) fail(PAY_MSG.notUnpaid);
  return reg;
}

/** pearson/Confirm: the order for the caller's unpaid registration (created once, then reused), {payNum, orderNum}. */
export async function confirmPayment(db: Db, provider: PayProvider, userId: number, page: PayPage): Promise<PayConfirm> {
  const reg = await payableRegistration(db, userId, page.pra_id, page.pra_em);
  const order = await openOrder(db, { userId, kind: "exam_registration", subjectId: reg.id, amountFen: reg.feeFen });
  if (order.status === "paid") toWaitAudit(reg.examId);
  const row = await registrationWithExam(db, reg.id);
  return { payNum: order.amountFen, orderNum: order.orderNumber, examId: reg.examId, examName: row!.examName, provider };
}

/** pearson/paypass?orderNum=: whether the caller's order is paid, and then where to go. */
export async function payPass(db: Db, sms: SmsDriver, driver: PaymentDriver, userId: number, orderNumber: string): Promise<PayPass> {
  const order = await ownOrder(db, userId, orderNumber);
  if (!(await settleOrder(db, sms, driver, examRegistrationSubject, order))) return { paid: 0, url: "" };
  const row = await registrationWithExam(db, order.subjectId);
  return { paid: 1, url: waitAuditUrl(row!.registration.examId) };
}

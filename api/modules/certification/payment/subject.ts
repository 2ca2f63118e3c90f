import { SMS_SIGNATURE, type SmsDriver } from "@/api/providers/sms";
import type { Conn } from "@/db/client";
import type { PayMethod } from "@/db/schema/certification/exams";
import { notifyPerson } from "../../letters/service";
import type { SubjectHandler } from "../../pay/subject-handler";
import { findExamName } from "../exams/queries";
import { markPaid } from "../registration/queries";
import { registrationRecipient } from "../registration/recipient";
import { payPageUrl, waitAuditUrl } from "../registrations";
import { registrationWithExam } from "./queries";

/**
 * Marks the registration paid (unpaid → waitaudit, once) and tells the candidate by text and letter, in the caller's
 * transaction. Answers false when it was not unpaid any more (paid another way, or cancelled).
 */
export async function payRegistration(tx: Conn, sms: SmsDriver, registrationId: number, method: PayMethod, paidFen: number) {
  const reg = await markPaid(tx, registrationId, method, paidFen);
  if (!reg) return false;
  const examName = await findExamName(tx, reg.examId);
  const to = await registrationRecipient(tx, reg);
  await notifyPerson(tx, sms, to!, {
    sms: `${SMS_SIGNATURE}您报名的「${examName!}」报名费支付成功，等待审核，审核结果将通过短信和站内信通知您。`,
    title: "报名费支付成功，等待审核",
    content: `您报名的「${examName!}」报名费支付成功，等待审核。审核通过后即可选择考试日期和场次。`,
    link: waitAuditUrl(reg.examId),
  });
  return true;
}

/** An exam registration as a payment subject: the order pays its fee. */
export const examRegistrationSubject: SubjectHandler = {
  async describe(conn, registrationId) {
    const row = await registrationWithExam(conn, registrationId);
    return { description: `${row!.examName} 报名费`, returnPath: payPageUrl(row!.registration) };
  },
  async paid(tx, sms, order, provider) {
    await payRegistration(tx, sms, order.subjectId, provider as PayMethod, order.amountFen);
  },
};

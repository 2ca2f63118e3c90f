import { SMS_SIGNATURE, type SmsDriver } from "@/api/providers/sms";
import type { Tx } from "@/db/client";
import { notifyPerson } from "../../letters/service";
import { findExamName } from "../exams/queries";
import { waitAuditUrl } from "../registrations";
import { findRegistration, markReviewed } from "./queries";
import { registrationRecipient } from "./recipient";

type Decision = { decision: "approve" | "reject"; reason: string };

function noticeOf(examName: string, examId: number, { decision, reason }: Decision) {
  if (decision === "approve") {
    return {
      sms: `${SMS_SIGNATURE}您报名的「${examName}」已通过审核，请登录网站预约考试日期和场次。`,
      title: "考试报名审核通过",
      content: `您报名的「${examName}」已通过审核，请尽快预约考试日期和场次。`,
      link: `/certification/time?examid=${examId}`,
    };
  }
  return {
    sms: `${SMS_SIGNATURE}很抱歉，您报名的「${examName}」未通过审核，原因：${reason}`,
    title: "考试报名审核未通过",
    content: `很抱歉，您报名的「${examName}」未通过审核，原因：${reason}。如有疑问请联系客服。`,
    link: waitAuditUrl(examId),
  };
}

/**
 * An operator's decision on a paid registration: waitaudit → approved or rejected with one guarded UPDATE, and the
 * candidate told by text and letter in the same transaction. Answers the row before and after when this call made the
 * change, undefined when the registration was not waiting for review (already decided, or never paid).
 */
export async function reviewRegistration(tx: Tx, sms: SmsDriver, registrationId: number, d: Decision) {
  const before = await findRegistration(tx, registrationId);
  const after = await markReviewed(
    tx,
    registrationId,
    d.decision === "approve" ? "approved" : "rejected",
    d.decision === "reject" ? d.reason : "",
  );
  if (!before || !after) return undefined;
  const examName = await findExamName(tx, after.examId);
  const to = await registrationRecipient(tx, after);
  if (to) await notifyPerson(tx, sms, to, noticeOf(examName ?? "认证考试", after.examId, d));
  return { before, after };
}

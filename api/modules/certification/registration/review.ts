import { and, eq } from "drizzle-orm";
import { SMS_SIGNATURE, type SmsDriver } from "@/api/providers/sms";
import type { Tx } from "@/db/client";
import { examRegistrations, exams } from "@/db/schema";
import { notifyPerson } from "../../letters/service";
import { registrationRecipient, waitAuditUrl } from "../registrations";

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
  const [before] = await tx.select().from(examRegistrations).where(eq(examRegistrations.id, registrationId));
  const [after] = await tx
    .update(examRegistrations)
    .set({
      status: d.decision === "approve" ? "approved" : "rejected",
      reviewedAt: new Date(),
      reviewNote: d.decision === "reject" ? d.reason : "",
    })
    .where(and(eq(examRegistrations.id, registrationId), eq(examRegistrations.status, "waitaudit")))
    .returning();
  if (!before || !after) return undefined;
  const [exam] = await tx.select({ name: exams.name }).from(exams).where(eq(exams.id, after.examId));
  const to = await registrationRecipient(tx, after.id);
  if (to) await notifyPerson(tx, sms, to, noticeOf(exam?.name ?? "认证考试", after.examId, d));
  return { before, after };
}

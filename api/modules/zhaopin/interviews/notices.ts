import { beijingTime, beijingWeekday } from "@/api/contract/beijing-time";
import { ZHAOPIN_APPLIED_PATH } from "@/api/contract/zhaopin-admin";
import type { Conn } from "@/db/client";
import { SMS_SIGNATURE, type SmsDriver } from "../../../providers/sms";
import { recipientOf } from "../../account/people";
import { notifyPerson, sendLetter } from "../../letters/service";
import type { InterviewRecord } from "./queries";

/**
 * What each side is told of an invitation. Letters are plain text (the inbox renders them as text, never as HTML);
 * texts are short and carry no link (SMS templates refuse them).
 */

/** Who invites and for what, as the notices name it. */
export type InterviewNames = { companyName: string; positionTitle: string; candidateName: string };

/** 'YYYY-MM-DD HH:mm' in Beijing, as both sides read an interview's time. */
export const shownTime = (d: Date) => beijingTime(d).slice(0, 16);
const longTime = (d: Date) => `${shownTime(d)}（${beijingWeekday(d)}）`;
const forPosition = (n: InterviewNames) => (n.positionTitle ? `「${n.positionTitle}」职位的` : "");

/** Where HR's letters lead: the application, or the talent's CV, in the back office. */
const hrLink = (i: InterviewRecord) =>
  i.applicationId === null ? `/admin/talent-pool/${i.cvId}/show` : `/admin/applications/${i.applicationId}/show`;

/** The invitation's details, one a line. */
function details(i: InterviewRecord) {
  return [
    `时间：${longTime(i.startsAt)}`,
    i.place && `地点：${i.place}`,
    i.onlineUrl && `线上会议：${i.onlineUrl}`,
    `联系人：${i.contactName}${i.contactPhone ? ` ${i.contactPhone}` : ""}`,
    i.note && `备注：${i.note}`,
  ]
    .filter(Boolean)
    .join("\n");
}

async function tellCandidate(tx: Conn, sms: SmsDriver, i: InterviewRecord, notice: { sms: string; title: string; content: string }) {
  const to = await recipientOf(tx, i.userId);
  if (to) await notifyPerson(tx, sms, to, { ...notice, link: ZHAOPIN_APPLIED_PATH });
}

/** The HR account that sent it, when it still exists. */
async function tellHr(tx: Conn, i: InterviewRecord, title: string, content: string) {
  if (i.createdBy !== null) await sendLetter(tx, { userId: i.createdBy, title, content, link: hrLink(i) });
}

export function noticeInvited(tx: Conn, sms: SmsDriver, i: InterviewRecord, n: InterviewNames) {
  return tellCandidate(tx, sms, i, {
    sms: `${SMS_SIGNATURE}${n.companyName}邀请您参加${forPosition(n)}面试，时间${shownTime(i.startsAt)}，请登录查看详情并回复。`,
    title: "面试邀请",
    content: `【${n.companyName}】邀请您参加${forPosition(n)}面试。\n${details(i)}\n请在"我的投递"中接受、拒绝或申请改约。`,
  });
}

export function noticeCancelledByCompany(tx: Conn, sms: SmsDriver, i: InterviewRecord, n: InterviewNames) {
  return tellCandidate(tx, sms, i, {
    sms: `${SMS_SIGNATURE}${n.companyName}已取消原定于${shownTime(i.startsAt)}的面试，原因：${i.cancelReason}`,
    title: "面试已取消",
    content: `【${n.companyName}】已取消原定于${longTime(i.startsAt)}的${forPosition(n)}面试。\n原因：${i.cancelReason}`,
  });
}

const REPLY_TEXT = { accepted: "接受了", declined: "拒绝了", reschedule: "申请改约" } as const;

export function noticeReplied(tx: Conn, i: InterviewRecord, n: InterviewNames) {
  const verb = REPLY_TEXT[i.status as keyof typeof REPLY_TEXT];
  const lines = [
    `候选人${n.candidateName}${verb}${forPosition(n)}面试邀请（${longTime(i.startsAt)}）。`,
    i.status === "reschedule" && i.proposedAt && `希望改约至：${longTime(i.proposedAt)}`,
    i.replyNote && `留言：${i.replyNote}`,
  ];
  return tellHr(tx, i, `面试邀请回复：${n.candidateName}${verb}`, lines.filter(Boolean).join("\n"));
}

export function noticeCancelledByCandidate(tx: Conn, i: InterviewRecord, n: InterviewNames) {
  return tellHr(
    tx,
    i,
    `候选人取消面试：${n.candidateName}`,
    `候选人${n.candidateName}取消了原定于${longTime(i.startsAt)}的${forPosition(n)}面试。\n原因：${i.cancelReason}`,
  );
}

/** Two hours before: the candidate by letter and text, the HR who sent it by letter. */
export async function noticeReminder(tx: Conn, sms: SmsDriver, i: InterviewRecord, n: InterviewNames) {
  await tellCandidate(tx, sms, i, {
    sms: `${SMS_SIGNATURE}提醒：您在${n.companyName}的面试将于${shownTime(i.startsAt)}开始，请准时参加。`,
    title: "面试提醒",
    content: `您在【${n.companyName}】的${forPosition(n)}面试即将开始。\n${details(i)}`,
  });
  await tellHr(tx, i, "面试提醒", `候选人${n.candidateName}的${forPosition(n)}面试将于${longTime(i.startsAt)}开始。`);
}

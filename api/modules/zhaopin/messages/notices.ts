import { conversationPath } from "@/api/contract/zhaopin-messages";
import type { Conn } from "@/db/client";
import { SMS_SIGNATURE, type SmsDriver } from "../../../providers/sms";
import { recipientOf } from "../../account/people";
import { notifyPerson } from "../../letters/service";
import { companyContact } from "./queries";

/**
 * The once-an-hour notice of a new message (a letter and a text). Neither carries the message itself: a text takes no
 * link, and a letter would keep a message an operator hides later.
 */

export type ConversationNames = { applicationId: number; userId: number; companyName: string; positionName: string; candidateName: string };

/** The candidate: to their conversation on the portal. */
export async function noticeToCandidate(tx: Conn, sms: SmsDriver, n: ConversationNames) {
  const to = await recipientOf(tx, n.userId);
  if (!to) return;
  await notifyPerson(tx, sms, to, {
    sms: `${SMS_SIGNATURE}${n.companyName}给您发来了新消息，请登录查看并回复。`,
    title: `新消息：${n.companyName}`,
    content: `【${n.companyName}】就「${n.positionName}」职位给您发来了新消息，请在"沟通消息"中查看并回复。`,
    link: conversationPath(n.applicationId),
  });
}

/** HR: the account that last wrote or moved the application (queries.companyContact), to the application's page. */
export async function noticeToCompany(tx: Conn, sms: SmsDriver, n: ConversationNames) {
  const hr = await companyContact(tx, n.applicationId);
  const to = hr === null ? null : await recipientOf(tx, hr);
  if (!to) return;
  await notifyPerson(tx, sms, to, {
    sms: `${SMS_SIGNATURE}候选人${n.candidateName}就${n.positionName}职位给您发来了新消息，请登录后台查看。`,
    title: `候选人新消息：${n.candidateName}`,
    content: `候选人${n.candidateName}就「${n.positionName}」职位给您发来了新消息，请在投递详情的"沟通"中查看并回复。`,
    link: `/admin/applications/${n.applicationId}/show`,
  });
}

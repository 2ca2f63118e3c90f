import type { Conn } from "@/db/client";
import { SMS_SIGNATURE, type SmsDriver } from "../../providers/sms";
import { recipientOf } from "../account/people";
import { notifyPerson } from "../letters/service";
import { findSignupOwner } from "./queries";

/**
 * Tells the owner of an activity sign-up the operator's decision (audit 1 approved, 2 rejected): a text through the
 * SMS driver and a letter in their inbox, written in the caller's transaction (the isAp 1 pop-up promises both).
 */
export async function notifySignupDecision(tx: Conn, sms: SmsDriver, signupId: number, audit: 1 | 2) {
  const row = await findSignupOwner(tx, signupId);
  const to = row && (await recipientOf(tx, row.userId));
  if (!row || !to) return;
  const approved = audit === 1;
  await notifyPerson(tx, sms, to, {
    sms: approved
      ? `${SMS_SIGNATURE}您报名的活动「${row.title}」已通过审核，请按时参加。`
      : `${SMS_SIGNATURE}很抱歉，您报名的活动「${row.title}」未通过审核。`,
    title: approved ? "活动报名审核通过" : "活动报名审核未通过",
    content: approved
      ? `您报名的活动「${row.title}」已通过审核，请按时参加。`
      : `很抱歉，您报名的活动「${row.title}」未通过审核。欢迎关注其他活动。`,
    link: `/activity/detail?id=${row.activityId}`,
  });
}

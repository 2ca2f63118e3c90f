import type { Conn } from "@/db/client";
import { SMS_SIGNATURE, type SmsDriver } from "../../providers/sms";
import { recipientOf } from "../account/people";
import { type Notice, notifyPerson } from "../letters/service";
import { findAttendOwner } from "./queries";

/** What happened to a sign-up that its owner hears of. */
export type AttendEvent = "approved" | "rejected" | "promoted";

const TEXTS: Record<AttendEvent, (title: string) => Omit<Notice, "link">> = {
  approved: (title) => ({
    sms: `${SMS_SIGNATURE}您报名的直播课程「${title}」已通过审核，请按时观看。`,
    title: "报名审核通过",
    content: `您报名的直播课程「${title}」已通过审核。开播后可在课程页面点击“进入直播”观看，请按时参加。`,
  }),
  rejected: (title) => ({
    sms: `${SMS_SIGNATURE}很抱歉，您报名的直播课程「${title}」未通过审核。`,
    title: "报名审核未通过",
    content: `很抱歉，您报名的直播课程「${title}」未通过审核。欢迎关注并报名其他课程。`,
  }),
  promoted: (title) => ({
    sms: `${SMS_SIGNATURE}您候补的直播课程「${title}」有了空位，已自动为您报名，请按时观看。`,
    title: "候补成功",
    content: `您候补的直播课程「${title}」有了空位，已自动为您报名成功，请按时观看。`,
  }),
};

/**
 * Tells the owner of a sign-up what happened to it: a text through the SMS driver and a letter in their inbox,
 * both written in the caller's transaction, so nobody hears of a change that did not hold.
 */
export async function notifyAttend(tx: Conn, sms: SmsDriver, attendId: number, event: AttendEvent) {
  const row = await findAttendOwner(tx, attendId);
  const to = row && (await recipientOf(tx, row.userId));
  if (row && to) await notifyPerson(tx, sms, to, { ...TEXTS[event](row.title), link: `/Training/Detail/${row.strId}` });
}

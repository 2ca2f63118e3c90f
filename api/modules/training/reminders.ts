import type { Db } from "@/db/client";
import { SMS_SIGNATURE, type SmsDriver } from "../../providers/sms";
import { peopleByIds } from "../account/people";
import { timeLine } from "./phase";
import { claimStartingTrainings, listPlaceHolderIds } from "./queries";

/** Reminders go out this long before the start. */
const REMINDER_LEAD_MS = 60 * 60_000;

/**
 * Texts everyone holding a place (approved, where approval is required) in the sessions starting within the lead
 * time. Each session is claimed by one conditional UPDATE, so any number of server processes running this
 * periodically send its reminders once. The server may call it every minute; answers how many texts went out.
 */
export async function sendStartReminders(db: Db, sms: SmsDriver, now = new Date()) {
  const claimed = await claimStartingTrainings(db, now, new Date(now.getTime() + REMINDER_LEAD_MS));
  let sent = 0;
  for (const t of claimed) {
    const people = await peopleByIds(db, await listPlaceHolderIds(db, t.id));
    const text = `${SMS_SIGNATURE}您报名的直播课程《${t.title}》将于${timeLine(t)}开始，请准时参加。`;
    for (const p of people.values()) {
      await sms.send(db, { areaCode: p.areaCode, mobile: p.mobile, text });
      sent++;
    }
  }
  return sent;
}

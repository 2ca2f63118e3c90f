import type { Db } from "@/db/client";
import type { SmsDriver } from "../../../providers/sms";
import { namesOf } from "./names";
import { noticeReminder } from "./notices";
import { claimDueReminders } from "./queries";

/** Reminders go out this long before the interview. */
const REMINDER_LEAD_MS = 2 * 60 * 60_000;
/** Invitations reminded in one run; the next minute takes the rest. */
const BATCH = 100;

/**
 * The minute job: the pending or accepted invitations starting within two hours, not reminded yet, are claimed
 * (reminded_at set by a guarded update, so any number of processes remind each once) and, in the same transaction,
 * the candidate gets a letter and a text and the HR who sent it a letter. Answers how many were reminded.
 */
export async function sendInterviewReminders(db: Db, sms: SmsDriver, now = new Date()) {
  return db.transaction(async (tx) => {
    const claimed = await claimDueReminders(tx, now, new Date(now.getTime() + REMINDER_LEAD_MS), BATCH);
    for (const i of claimed) await noticeReminder(tx, sms, i, await namesOf(tx, i));
    return claimed.length;
  });
}

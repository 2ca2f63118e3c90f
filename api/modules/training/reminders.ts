import { and, eq, gt, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { trainingAttends, trainings, users } from "@/db/schema";
import { SMS_SIGNATURE, type SmsDriver } from "../../providers/sms";
import { timeLine } from "./phase";

/** Reminders go out this long before the start. */
export const REMINDER_LEAD_MS = 60 * 60_000;

/**
 * Texts everyone holding a place (approved, where approval is required) in the sessions starting within the lead
 * time. Each session is claimed by one conditional UPDATE, so any number of server processes running this
 * periodically send its reminders once. The server may call it every minute; answers how many texts went out.
 */
export async function sendStartReminders(db: Db, sms: SmsDriver, now = new Date()) {
  const claimed = await db
    .update(trainings)
    .set({ remindedAt: sql`now()` })
    .where(
      and(
        isNull(trainings.remindedAt),
        eq(trainings.published, 1),
        gt(trainings.startAt, now),
        lte(trainings.startAt, new Date(now.getTime() + REMINDER_LEAD_MS)),
      ),
    )
    .returning({ id: trainings.id, title: trainings.title, startAt: trainings.startAt, endAt: trainings.endAt });
  let sent = 0;
  for (const t of claimed) {
    const people = await db
      .select({ areaCode: users.areaCode, mobile: users.mobile })
      .from(trainingAttends)
      .innerJoin(users, eq(users.id, trainingAttends.userId))
      .innerJoin(trainings, eq(trainings.id, trainingAttends.trainingId))
      .where(
        and(
          eq(trainingAttends.trainingId, t.id),
          eq(trainingAttends.status, "signed"),
          sql`(${trainings.isApprove} = 0 or ${trainingAttends.audit} = 1)`,
        ),
      );
    const text = `${SMS_SIGNATURE}您报名的直播课程《${t.title}》将于${timeLine(t)}开始，请准时参加。`;
    for (const p of people) {
      await sms.send(db, { ...p, text });
      sent++;
    }
  }
  return sent;
}

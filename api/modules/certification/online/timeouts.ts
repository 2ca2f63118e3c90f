import { SNAPSHOT_DAYS } from "@/api/contract/online-exam";
import type { SmsDriver } from "@/api/providers/sms";
import type { StorageDriver } from "@/api/providers/storage";
import type { Db } from "@/db/client";
import { endAttempt } from "./finish";
import { forgetSnapshot, overdueAttempts, snapshotsTakenBefore } from "./queries";

const BATCH = 200;

/**
 * The minute job: ends every attempt whose time is up, even if its page was closed, and scores it. A page's own
 * submit at the same moment is the same guarded update, so each attempt is scored once. Answers how many it ended.
 */
export async function endOverdueAttempts(db: Db, sms: SmsDriver, now = new Date()) {
  let ended = 0;
  for (;;) {
    const rows = await overdueAttempts(db, now, BATCH);
    for (const row of rows) if (await endAttempt(db, sms, row.id, "timeout")) ended++;
    if (rows.length < BATCH) return ended;
  }
}

/**
 * Deletes snapshot pictures 7 days after they were taken (the terms), file first and then the key, so a failure
 * leaves the event to be found again; the event stays in the timeline marked deleted. Answers how many.
 */
export async function deleteOldSnapshots(db: Db, storage: StorageDriver, now = new Date()) {
  const before = new Date(now.getTime() - SNAPSHOT_DAYS * 24 * 3600_000);
  let deleted = 0;
  for (;;) {
    const rows = await snapshotsTakenBefore(db, before, BATCH);
    for (const row of rows) {
      await storage.remove(row.photoKey);
      await forgetSnapshot(db, row.id);
    }
    deleted += rows.length;
    if (rows.length < BATCH) return deleted;
  }
}

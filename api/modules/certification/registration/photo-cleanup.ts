import { CHECK_PHOTO_DAYS } from "@/api/contract/certification-registration";
import type { StorageDriver } from "@/api/providers/storage";
import type { Db } from "@/db/client";
import { checksTakenBefore, deleteChecks } from "./queries";

const BATCH = 200;

/**
 * Deletes camera photos older than 7 days (spec 001 section 9), file first and then its row, so a failure leaves the
 * row to be found again. Idempotent, safe in several processes at once; the server runs it every minute. Answers how
 * many were deleted.
 */
export async function deleteOldCheckPhotos(db: Db, storage: StorageDriver, now = new Date()) {
  const before = new Date(now.getTime() - CHECK_PHOTO_DAYS * 24 * 3600_000);
  let deleted = 0;
  for (;;) {
    const rows = await checksTakenBefore(db, before, BATCH);
    for (const row of rows) await storage.remove(row.photoKey);
    await deleteChecks(
      db,
      rows.map((r) => r.id),
    );
    deleted += rows.length;
    if (rows.length < BATCH) return deleted;
  }
}

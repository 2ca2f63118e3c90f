import { afterAll, beforeAll, expect, test } from "bun:test";
import { type Database, openPostgres } from "@/db/client";
import { freshDatabase } from "@/tests/support/database";
import { claimTick, minuteOf } from "../job-ticks";

/**
 * Two server processes ticking in the same minute: one claim lands. On PostgreSQL (TEST_DATABASE_URL) the two
 * claimers are separate connection pools, as two processes' are; on PGlite, concurrent calls on the one database.
 */
let first: Database & { url?: string };
let second: Database;
beforeAll(async () => {
  first = await freshDatabase();
  second = first.url ? openPostgres(first.url, 2) : first;
});
afterAll(async () => {
  if (second !== first) await second.close();
  await first.close();
});

test("the same minute's job is claimed by exactly one of two concurrent claimers, the next minute again", async () => {
  const minute = minuteOf(new Date("2026-11-29T01:30:42.5Z"));
  expect(minute.toISOString()).toBe("2026-11-29T01:30:00.000Z");
  for (let round = 0; round < 20; round++) {
    const at = new Date(minute.getTime() + round * 60_000);
    const claims = await Promise.all([claimTick(first.db, "prune-expired", at), claimTick(second.db, "prune-expired", at)]);
    expect(claims.filter(Boolean)).toHaveLength(1);
  }
  // Another job's tick in the same minute is its own claim.
  expect(await claimTick(second.db, "job-alerts", minute)).toBe(true);
});

import type { Conn } from "@/db/client";
import { jobTicks } from "@/db/schema/jobs";

/** The start of the minute `at` falls in: what every process's tick in that minute agrees on. */
export function minuteOf(at: Date) {
  return new Date(Math.floor(at.getTime() / 60_000) * 60_000);
}

/**
 * Claims `job`'s tick for `minute`: true for exactly one caller across all processes (the insert that lands),
 * false for the rest. Works alike on PGlite and PostgreSQL.
 */
export async function claimTick(db: Conn, job: string, minute: Date) {
  const rows = await db.insert(jobTicks).values({ job, minute }).onConflictDoNothing().returning({ job: jobTicks.job });
  return rows.length === 1;
}

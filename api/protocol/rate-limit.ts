import { sql } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { rateLimits } from "@/db/schema/protocol";

/**
 * Counts one hit against `key` in a fixed window shared by all processes and answers the count so far.
 * One atomic upsert: a window that has ended starts again at 1.
 */
export async function hit(db: Conn, key: string, windowSeconds: number): Promise<number> {
  const ends = sql`now() + make_interval(secs => ${windowSeconds})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowEndsAt: ends })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowEndsAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
        windowEndsAt: sql`case when ${rateLimits.windowEndsAt} <= now() then ${ends} else ${rateLimits.windowEndsAt} end`,
      },
    })
    .returning({ count: rateLimits.count });
  return row.count;
}

/**
 * Counts one hit against `key` in a fixed window, like `hit`, but only while the window's count is below `limit`:
 * answers whether this one was counted. One atomic upsert, so concurrent callers never pass the limit together, and a
 * refusal costs nothing (the window fills with what was let through, not with what was asked).
 */
export async function take(db: Conn, key: string, windowSeconds: number, limit: number): Promise<boolean> {
  if (limit < 1) return false;
  const ends = sql`now() + make_interval(secs => ${windowSeconds})`;
  const rows = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowEndsAt: ends })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowEndsAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
        windowEndsAt: sql`case when ${rateLimits.windowEndsAt} <= now() then ${ends} else ${rateLimits.windowEndsAt} end`,
      },
      setWhere: sql`${rateLimits.windowEndsAt} <= now() or ${rateLimits.count} < ${limit}`,
    })
    .returning({ count: rateLimits.count });
  return rows.length > 0;
}

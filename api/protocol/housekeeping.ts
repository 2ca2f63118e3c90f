import { lt, or, sql } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { smsCodes } from "@/db/schema/account/sms-codes";
import { sessions } from "@/db/schema/account/users";
import { jobTicks } from "@/db/schema/jobs";
import { captchas, rateLimits } from "@/db/schema/protocol";
import { IDLE_MS } from "./session";

/**
 * Deletes what can no longer be used: ended sessions, old codes and captchas, finished rate windows, minute job
 * claims a day old. Idempotent.
 */
export async function pruneExpired(db: Conn) {
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, sql`now()`), lt(sessions.lastSeenAt, sql`now() - make_interval(secs => ${IDLE_MS / 1000})`)));
  await db.delete(smsCodes).where(lt(smsCodes.expiresAt, sql`now() - interval '1 day'`));
  await db.delete(captchas).where(lt(captchas.expiresAt, sql`now() - interval '1 hour'`));
  await db.delete(rateLimits).where(lt(rateLimits.windowEndsAt, sql`now()`));
  await db.delete(jobTicks).where(lt(jobTicks.minute, sql`now() - interval '1 day'`));
}

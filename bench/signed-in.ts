import { asc, gte } from "drizzle-orm";
import { createSession } from "@/api/protocol/session";
import type { Db } from "@/db/client";
import { users } from "@/db/schema/account/users";
import { seedBulkUsers } from "@/db/seed";
import { silentLog } from "@/db/seed/progress";

/** The bulk users of db/seed/users.ts start at this number. */
const BULK_FIRST_MOBILE = "16600000000";

/** `count` different signed-in people (bulk users with a fresh session each): their cookie headers. */
export async function signedInCookies(db: Db, count: number) {
  await seedBulkUsers(db, count, silentLog);
  const people = await db
    .select({ id: users.id })
    .from(users)
    .where(gte(users.mobile, BULK_FIRST_MOBILE))
    .orderBy(asc(users.mobile))
    .limit(count);
  const cookies: string[] = [];
  for (let i = 0; i < people.length; i += 100) {
    const tokens = await Promise.all(people.slice(i, i + 100).map((p) => createSession(db, p.id)));
    cookies.push(...tokens.map((t) => `sid=${t}`));
  }
  return cookies;
}

import { and, eq, ne, sql } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { users } from "@/db/schema/account/users";
import { companies } from "@/db/schema/company";

export async function findUserByMobile(db: Conn, areaCode: string, mobile: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.areaCode, areaCode), eq(users.mobile, mobile)))
    .limit(1);
  return row ?? null;
}

/** Creates the user unless the number is taken; `created` tells which (a unique index decides, not a read). */
export async function ensureUser(db: Conn, areaCode: string, mobile: string) {
  const [inserted] = await db.insert(users).values({ areaCode, mobile }).onConflictDoNothing().returning();
  if (inserted) return { user: inserted, created: true };
  const user = await findUserByMobile(db, areaCode, mobile);
  if (!user) throw new Error("user vanished between insert and read");
  return { user, created: false };
}

export async function markLogin(db: Conn, userId: number) {
  await db.update(users).set({ lastLoginAt: sql`now()` }).where(eq(users.id, userId));
}

/** Moves a user to a new number; false when another account holds it. */
export async function changeMobile(db: Conn, userId: number, areaCode: string, mobile: string) {
  const taken = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.areaCode, areaCode), eq(users.mobile, mobile), ne(users.id, userId)))
    .limit(1);
  if (taken.length) return false;
  await db.update(users).set({ areaCode, mobile }).where(eq(users.id, userId));
  return true;
}

/** The company a user acts for (an enterprise account's own), or null and an empty name. */
export async function findUserCompany(db: Conn, userId: number) {
  const [row] = await db
    .select({ companyId: users.companyId, companyName: companies.companyName })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  return { companyId: row?.companyId ?? null, companyName: row?.companyName ?? "" };
}

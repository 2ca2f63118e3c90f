import { and, desc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { enterpriseApplications } from "@/db/schema/account/registration";
import { smsCodes } from "@/db/schema/account/sms-codes";
import { users } from "@/db/schema/account/users";
import { companyNameOf } from "../company/names";

export async function findUserByMobile(db: Conn, areaCode: string, mobile: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.areaCode, areaCode), eq(users.mobile, mobile)))
    .limit(1);
  return row ?? null;
}

export async function findUserById(db: Conn, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
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
    .select({ companyId: users.companyId, companyName: companyNameOf(users.companyId) })
    .from(users)
    .where(eq(users.id, userId));
  return { companyId: row?.companyId ?? null, companyName: row?.companyName ?? "" };
}

type NewPerson = Pick<typeof users.$inferInsert, "areaCode" | "mobile" | "chineseName" | "companyName" | "industryFirst" | "industryOther">;

/** Makes the registered account, signed in now; null when the number already has one (the unique index decides). */
export async function insertRegisteredUser(db: Conn, person: NewPerson) {
  const [user]: (typeof users.$inferSelect | undefined)[] = await db
    .insert(users)
    .values({ ...person, lastLoginAt: sql`now()` })
    .onConflictDoNothing()
    .returning();
  return user ?? null;
}

export async function insertEnterpriseApplication(db: Conn, userId: number, companyName: string, accountId: string) {
  const [row] = await db.insert(enterpriseApplications).values({ userId, companyName, accountId }).returning();
  return row;
}

/** The person's newest enterprise application, or null. */
export async function latestEnterpriseApplication(db: Conn, userId: number) {
  const [row]: (typeof enterpriseApplications.$inferSelect | undefined)[] = await db
    .select()
    .from(enterpriseApplications)
    .where(eq(enterpriseApplications.userId, userId))
    .orderBy(desc(enterpriseApplications.createdAt), desc(enterpriseApplications.id))
    .limit(1);
  return row ?? null;
}

type NewCode = { areaCode: string; mobile: string; ip: string; codeHash: string; expiresAt: Date };

/** Stores a fresh code; the number's earlier codes stay valid until they expire or one of them is used. */
export async function insertSmsCode(tx: Conn, code: NewCode) {
  await tx.insert(smsCodes).values(code);
}

const live = (areaCode: string, mobile: string) =>
  and(eq(smsCodes.areaCode, areaCode), eq(smsCodes.mobile, mobile), isNull(smsCodes.usedAt), gt(smsCodes.expiresAt, sql`now()`));

/** Whether the number has any code that is neither used nor expired. */
export async function hasLiveSmsCode(db: Conn, areaCode: string, mobile: string) {
  const [row] = await db.select({ id: smsCodes.id }).from(smsCodes).where(live(areaCode, mobile)).limit(1);
  return !!row;
}

/**
 * Takes one try of every live code's allowance in one conditional UPDATE (so concurrent guesses cannot exceed
 * them); answers the codes that still had one, with their hashes.
 */
export function takeSmsCodeTries(db: Conn, areaCode: string, mobile: string, maxTries: number) {
  return db
    .update(smsCodes)
    .set({ failedAttempts: sql`${smsCodes.failedAttempts} + 1` })
    .where(and(live(areaCode, mobile), sql`${smsCodes.failedAttempts} < ${maxTries}`))
    .returning({ id: smsCodes.id, codeHash: smsCodes.codeHash });
}

/** Marks a right code used (giving its try back), once; false when it was spent meanwhile. */
export async function spendSmsCode(db: Conn, id: number) {
  const [used] = await db
    .update(smsCodes)
    .set({ usedAt: sql`now()`, failedAttempts: sql`${smsCodes.failedAttempts} - 1` })
    .where(and(eq(smsCodes.id, id), isNull(smsCodes.usedAt)))
    .returning({ id: smsCodes.id });
  return !!used;
}

/**
 * After a sign-in, the number's other live codes are of no more use: they end now, unused, so `used_at` stays the mark
 * of the one code that signed in (the sending address's record, smsAddressRecord, counts by it).
 */
export async function lapseOtherSmsCodes(db: Conn, areaCode: string, mobile: string, usedId: number) {
  await db
    .update(smsCodes)
    .set({ expiresAt: sql`now()` })
    .where(and(live(areaCode, mobile), ne(smsCodes.id, usedId)));
}

/**
 * What the codes sent from one address show (docs/decisions/0047), read on sms_codes_ip_idx: the codes that signed
 * someone in within the last hour, and over the last day those that signed in and those that ended unused (expired,
 * lapsed, or worn out by `maxTries` wrong tries). Codes still live count as neither.
 */
export async function smsAddressRecord(db: Conn, ip: string, maxTries: number) {
  const [row] = await db
    .select({
      signedInHour: sql<number>`(count(*) filter (where ${smsCodes.usedAt} is not null and ${smsCodes.createdAt} > now() - interval '1 hour'))::int`,
      signedInDay: sql<number>`count(${smsCodes.usedAt})::int`,
      failedDay: sql<number>`(count(*) filter (where ${smsCodes.usedAt} is null and (${smsCodes.expiresAt} <= now() or ${smsCodes.failedAttempts} >= ${maxTries})))::int`,
    })
    .from(smsCodes)
    .where(and(eq(smsCodes.ip, ip), gt(smsCodes.createdAt, sql`now() - interval '1 day'`)));
  return row;
}

import { and, eq, inArray, lt, or, sql } from "drizzle-orm";
import type { Conn, Tx } from "@/db/client";
import { oauthHandoffs, oauthPartners } from "@/db/schema/partner-login/oauth";
import { resellerAuthCodes, resellers } from "@/db/schema/partner-login/resellers";

export const enabledPartners = (db: Conn) => db.select().from(oauthPartners).where(eq(oauthPartners.enabled, true));

type Handoff = { partnerId: number; stamp: number; sign: string; userId: number };

/** Records a spent hand-off; false when the unique (partner, sign) already holds it. */
export async function insertHandoff(tx: Tx, handoff: Handoff) {
  const [row] = await tx.insert(oauthHandoffs).values(handoff).onConflictDoNothing().returning({ id: oauthHandoffs.id });
  return !!row;
}

/** Whether this hand-off was used already (checked before the SMS code is spent, so a replay costs no code). */
export async function handoffUsed(db: Conn, partnerId: number, sign: string) {
  const [row] = await db
    .select({ id: oauthHandoffs.id })
    .from(oauthHandoffs)
    .where(and(eq(oauthHandoffs.partnerId, partnerId), eq(oauthHandoffs.sign, sign)));
  return !!row;
}

export async function findAuthCodeByHash(db: Conn, codeHash: string) {
  const [row] = await db.select().from(resellerAuthCodes).where(eq(resellerAuthCodes.codeHash, codeHash));
  return row ?? null;
}

/** Whether the person signed in as a reseller (common/resellerlogin, or common/reg with auth). */
export async function isReseller(db: Conn, userId: number) {
  const [row] = await db.select({ id: resellers.userId }).from(resellers).where(eq(resellers.userId, userId));
  return !!row;
}

/** Takes one use of an enabled code while uses remain (one conditional update); false when none was left. */
export async function takeAuthCodeUse(tx: Tx, codeId: number) {
  const [taken] = await tx
    .update(resellerAuthCodes)
    .set({ uses: sql`${resellerAuthCodes.uses} + 1` })
    .where(
      and(
        eq(resellerAuthCodes.id, codeId),
        eq(resellerAuthCodes.enabled, true),
        or(eq(resellerAuthCodes.maxUses, 0), lt(resellerAuthCodes.uses, resellerAuthCodes.maxUses)),
      ),
    )
    .returning({ id: resellerAuthCodes.id });
  return !!taken;
}

export async function insertReseller(tx: Tx, userId: number, authCodeId: number) {
  await tx.insert(resellers).values({ userId, authCodeId }).onConflictDoNothing();
}

/** The reseller each of these people came through (people who are no resellers are left out). */
export function listResellerNames(db: Conn, userIds: number[]) {
  if (!userIds.length) return Promise.resolve([]);
  return db
    .select({ userId: resellers.userId, resellerName: resellerAuthCodes.resellerName })
    .from(resellers)
    .innerJoin(resellerAuthCodes, eq(resellerAuthCodes.id, resellers.authCodeId))
    .where(inArray(resellers.userId, [...new Set(userIds)]));
}

/** Closing an account: a partner sign-in still waiting to be handed over is dropped. */
export async function deleteHandoffsOf(tx: Conn, userId: number) {
  await tx.delete(oauthHandoffs).where(eq(oauthHandoffs.userId, userId));
}

import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { smsCodes } from "@/db/schema/account/sms-codes";

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

/** After a sign-in, the number's other live codes are of no more use. */
export async function lapseOtherSmsCodes(db: Conn, areaCode: string, mobile: string, usedId: number) {
  await db
    .update(smsCodes)
    .set({ usedAt: sql`now()` })
    .where(and(live(areaCode, mobile), ne(smsCodes.id, usedId)));
}

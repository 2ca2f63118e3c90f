import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { smsCodes } from "@/db/schema";

type NewCode = { areaCode: string; mobile: string; ip: string; codeHash: string; expiresAt: Date };

/** Stores a fresh code for the number; its older unused codes lapse. Run it in the transaction that texts the code. */
export async function replaceSmsCode(tx: Conn, code: NewCode) {
  await tx
    .update(smsCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(smsCodes.areaCode, code.areaCode), eq(smsCodes.mobile, code.mobile), isNull(smsCodes.usedAt)));
  await tx.insert(smsCodes).values(code);
}

/** The number's newest code that is neither used nor expired. */
export async function findLiveSmsCode(db: Conn, areaCode: string, mobile: string) {
  const [latest] = await db
    .select({ id: smsCodes.id })
    .from(smsCodes)
    .where(and(eq(smsCodes.areaCode, areaCode), eq(smsCodes.mobile, mobile), isNull(smsCodes.usedAt), gt(smsCodes.expiresAt, sql`now()`)))
    .orderBy(desc(smsCodes.id))
    .limit(1);
  return latest;
}

/** Takes one try of the code's allowance in one conditional UPDATE; answers its hash, or nothing when none is left. */
export async function takeSmsCodeTry(db: Conn, id: number, maxTries: number) {
  const [attempt] = await db
    .update(smsCodes)
    .set({ failedAttempts: sql`${smsCodes.failedAttempts} + 1` })
    .where(and(eq(smsCodes.id, id), isNull(smsCodes.usedAt), sql`${smsCodes.failedAttempts} < ${maxTries}`))
    .returning({ codeHash: smsCodes.codeHash });
  return attempt;
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

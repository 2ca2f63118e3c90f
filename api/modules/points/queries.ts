import { and, eq, gte, sql } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { pointsBalances, pointsLedger } from "@/db/schema/points";

export type LedgerSource = { userId: number; sourceType: string; sourceId: number };

/** Books the ledger row first: the unique source key answers null when this change was already booked. */
export async function insertLedgerRow(tx: Conn, row: LedgerSource & { delta: number; reason: string; createdAt?: Date }) {
  const [booked] = await tx
    .insert(pointsLedger)
    .values({ ...row, balanceAfter: 0 })
    .onConflictDoNothing({ target: [pointsLedger.sourceType, pointsLedger.sourceId, pointsLedger.userId] })
    .returning({ id: pointsLedger.id });
  return booked?.id ?? null;
}

export async function setBalanceAfter(tx: Conn, ledgerId: number, balance: number) {
  await tx.update(pointsLedger).set({ balanceAfter: balance }).where(eq(pointsLedger.id, ledgerId));
}

export async function addToBalance(tx: Conn, userId: number, amount: number) {
  const [row] = await tx
    .insert(pointsBalances)
    .values({ userId, balance: amount })
    .onConflictDoUpdate({
      target: pointsBalances.userId,
      set: { balance: sql`${pointsBalances.balance} + ${amount}`, updatedAt: sql`now()` },
    })
    .returning({ balance: pointsBalances.balance });
  return row.balance;
}

/** The conditional update that keeps a balance from going below zero: null when it would. */
export async function takeFromBalance(tx: Conn, userId: number, amount: number) {
  const [row] = await tx
    .update(pointsBalances)
    .set({ balance: sql`${pointsBalances.balance} - ${amount}`, updatedAt: sql`now()` })
    .where(and(eq(pointsBalances.userId, userId), gte(pointsBalances.balance, amount)))
    .returning({ balance: pointsBalances.balance });
  return row?.balance ?? null;
}

export async function readBalance(db: Conn, userId: number) {
  const [row] = await db.select({ balance: pointsBalances.balance }).from(pointsBalances).where(eq(pointsBalances.userId, userId));
  return row?.balance ?? 0;
}

/** Whether this source has booked a change for the person (an award already paid). */
export async function hasLedgerRow(db: Conn, source: LedgerSource) {
  const [row] = await db
    .select({ id: pointsLedger.id })
    .from(pointsLedger)
    .where(
      and(
        eq(pointsLedger.sourceType, source.sourceType),
        eq(pointsLedger.sourceId, source.sourceId),
        eq(pointsLedger.userId, source.userId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

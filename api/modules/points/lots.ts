import { and, asc, eq, gt, isNotNull, lte, sql } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { rowsOf } from "@/db/rows";
import { pointsBalances, pointsLots, pointsSettings } from "@/db/schema/points";

/** The operator's expiry period in months; 0 means points never lapse. */
export async function readExpiryMonths(db: Conn) {
  const [row] = await db.select({ months: pointsSettings.expiryMonths }).from(pointsSettings).where(eq(pointsSettings.id, 1));
  return row?.months ?? 12;
}

export async function writeExpiryMonths(db: Conn, months: number) {
  await db
    .insert(pointsSettings)
    .values({ id: 1, expiryMonths: months })
    .onConflictDoUpdate({ target: pointsSettings.id, set: { expiryMonths: months, updatedAt: sql`now()` } });
}

/** A new lot for an award's ledger row; it lapses `months` after `at` unless `expiresAt` is given (null: never). */
export async function insertLot(
  tx: Conn,
  lot: { userId: number; ledgerId: number; amount: number; reason: string; sourceType: string; at: Date; expiresAt: Date | null },
) {
  await tx.insert(pointsLots).values({ ...lot, remaining: lot.amount, createdAt: lot.at });
}

/**
 * Takes `amount` from the person's lots, the one lapsing first (then the oldest) first. The caller already holds the
 * balance row's lock (its conditional UPDATE), so no other change of this person's lots runs meanwhile.
 * Answers what it could take (less than `amount` only if lots and balance disagree).
 */
export async function consumeLots(tx: Conn, userId: number, amount: number) {
  const taken = await tx.execute(sql`
    with ordered as (
      select id, remaining,
             sum(remaining) over (order by expires_at asc nulls last, id asc) - remaining as before
      from points_lots where user_id = ${userId} and remaining > 0
    )
    update points_lots l
       set remaining = l.remaining - least(o.remaining, ${amount} - o.before)
      from ordered o
     where l.id = o.id and o.before < ${amount}
    returning least(o.remaining, ${amount} - o.before)::int as taken`);
  return rowsOf<{ taken: number }>(taken).reduce((s, r) => s + Number(r.taken), 0);
}

/** Locks the person's balance row (the lock every change of their lots goes through); 0 when they have none. */
export async function lockBalance(tx: Conn, userId: number) {
  const [row] = await tx
    .select({ balance: pointsBalances.balance })
    .from(pointsBalances)
    .where(eq(pointsBalances.userId, userId))
    .for("update");
  return row?.balance ?? 0;
}

/** The person's lapsed lots that still hold points. */
export function lapsedLots(tx: Conn, userId: number, now: Date) {
  return tx
    .select({ id: pointsLots.id, remaining: pointsLots.remaining, reason: pointsLots.reason })
    .from(pointsLots)
    .where(and(eq(pointsLots.userId, userId), gt(pointsLots.remaining, 0), isNotNull(pointsLots.expiresAt), lte(pointsLots.expiresAt, now)))
    .orderBy(asc(pointsLots.expiresAt), asc(pointsLots.id));
}

/** Empties a lot; false when another run already did. */
export async function emptyLot(tx: Conn, lotId: number, remaining: number) {
  const done = await tx
    .update(pointsLots)
    .set({ remaining: 0 })
    .where(and(eq(pointsLots.id, lotId), eq(pointsLots.remaining, remaining)))
    .returning({ id: pointsLots.id });
  return done.length > 0;
}

/** People with lapsed lots still holding points, for the sweep. */
export async function peopleWithLapsedLots(db: Conn, now: Date, limit: number) {
  const list = await db
    .selectDistinct({ userId: pointsLots.userId })
    .from(pointsLots)
    .where(and(gt(pointsLots.remaining, 0), isNotNull(pointsLots.expiresAt), lte(pointsLots.expiresAt, now)))
    .limit(limit);
  return list.map((r) => r.userId);
}

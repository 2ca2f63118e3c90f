import { and, asc, count, desc, eq, gt, gte, isNotNull, isNull, lt, lte, or, type SQL, sql } from "drizzle-orm";
import { CREDIT_TYPE } from "@/api/contract/my-credits";
import type { Conn } from "@/db/client";
import { rowsOf } from "@/db/rows";
import { pointsBalances, pointsLedger, pointsLots, pointsSettings } from "@/db/schema/points";

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

/** The person's ledger rows and lots, oldest first (their data export). */
export function ledgerOf(db: Conn, userId: number) {
  return db
    .select({
      delta: pointsLedger.delta,
      reason: pointsLedger.reason,
      sourceType: pointsLedger.sourceType,
      balanceAfter: pointsLedger.balanceAfter,
      createdAt: pointsLedger.createdAt,
    })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId))
    .orderBy(asc(pointsLedger.id));
}

export function lotsOf(db: Conn, userId: number) {
  return db
    .select({
      amount: pointsLots.amount,
      remaining: pointsLots.remaining,
      reason: pointsLots.reason,
      expiresAt: pointsLots.expiresAt,
      createdAt: pointsLots.createdAt,
    })
    .from(pointsLots)
    .where(eq(pointsLots.userId, userId))
    .orderBy(asc(pointsLots.id));
}

/**
 * One page of the person's credits (their lots), newest first, of the type asked (valid: lapsing after `after`),
 * with how many there are and the points the valid ones still hold.
 */
export async function creditLotsPage(db: Conn, userId: number, type: number, after: Date, offset: number, limit: number) {
  const valid = or(isNull(pointsLots.expiresAt), gte(pointsLots.expiresAt, after)) as SQL;
  const mine = eq(pointsLots.userId, userId);
  const where =
    type === CREDIT_TYPE.valid ? and(mine, valid) : type === CREDIT_TYPE.expired ? and(mine, lt(pointsLots.expiresAt, after)) : mine;
  const [rows, [total], [held]] = await Promise.all([
    db
      .select({
        id: pointsLots.id,
        reason: pointsLots.reason,
        amount: pointsLots.amount,
        remaining: pointsLots.remaining,
        createdAt: pointsLots.createdAt,
        expiresAt: pointsLots.expiresAt,
        valid: sql<boolean>`${valid}`,
      })
      .from(pointsLots)
      .where(where)
      .orderBy(desc(pointsLots.createdAt), asc(pointsLots.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(pointsLots).where(where),
    db
      .select({ sum: sql<number>`coalesce(sum(${pointsLots.remaining}), 0)::int` })
      .from(pointsLots)
      .where(and(mine, valid)),
  ]);
  return { rows, total: total.n, held: Number(held.sum) };
}

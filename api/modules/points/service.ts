import type { Db, Tx } from "@/db/client";
import { fail } from "../../protocol/errors";
import {
  addToBalance,
  consumeLots,
  emptyLot,
  insertLedgerRow,
  insertLot,
  type LedgerSource,
  lapsedLots,
  lockBalance,
  peopleWithLapsedLots,
  readExpiryMonths,
  setBalanceAfter,
  takeFromBalance,
} from "./queries";

export { hasLedgerRow, readBalance, readExpiryMonths, writeExpiryMonths } from "./queries";

/**
 * What a feature pays or charges: a positive amount, why (shown in the person's record) and the source it is for.
 * An award may say when it was earned (`at`, default now) and when it lapses (`expiresAt`, default `at` plus the
 * operator's period; null never); a spend ignores both.
 */
export type PointsChange = LedgerSource & { amount: number; reason: string; at?: Date; expiresAt?: Date | null };

const POINTS_MSG = { notEnough: "积分不足", expired: "积分过期" } as const;
/** The ledger's source type of an expiry row; its source id is the lot's. */
const EXPIRY_SOURCE = "points.expiry";

function checkAmount(amount: number) {
  if (!Number.isInteger(amount) || amount <= 0) throw new Error(`points amount must be a positive integer, got ${amount}`);
}

function addMonths(at: Date, months: number) {
  const d = new Date(at);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
}

/**
 * Pays points inside the caller's transaction, as a new lot that lapses after the operator's period. Answers
 * false, changing nothing, when this source already paid this person (a second claim, a retried request).
 */
export async function awardPoints(tx: Tx, change: PointsChange) {
  checkAmount(change.amount);
  const { at, expiresAt, ...row } = change;
  const ledgerId = await insertLedgerRow(tx, { ...row, delta: change.amount, ...(at ? { createdAt: at } : {}) });
  if (ledgerId === null) return false;
  await setBalanceAfter(tx, ledgerId, await addToBalance(tx, change.userId, change.amount));
  const when = at ?? new Date();
  let lapses = expiresAt;
  if (lapses === undefined) {
    const months = await readExpiryMonths(tx);
    lapses = months > 0 ? addMonths(when, months) : null;
  }
  await insertLot(tx, { ...row, ledgerId, at: when, expiresAt: lapses });
  return true;
}

/**
 * Charges points inside the caller's transaction, after expiring what has lapsed, from the lots that lapse first; fails with 积分不足 (rolling the
 * caller back) when the balance is short. Answers false, changing nothing, when this source was already charged.
 */
export async function spendPoints(tx: Tx, change: PointsChange) {
  checkAmount(change.amount);
  const { at: _at, expiresAt: _expiresAt, ...row } = change;
  // What has lapsed is gone before anything is spent.
  await expireLapsedLots(tx, change.userId, new Date());
  const ledgerId = await insertLedgerRow(tx, { ...row, delta: -change.amount });
  if (ledgerId === null) return false;
  const balance = await takeFromBalance(tx, change.userId, change.amount);
  if (balance === null) fail(POINTS_MSG.notEnough);
  const taken = await consumeLots(tx, change.userId, change.amount);
  if (taken !== change.amount) throw new Error(`points lots of user ${change.userId} disagree with the balance`);
  await setBalanceAfter(tx, ledgerId, balance);
  return true;
}

/**
 * The expiry run for one person inside `tx`: each lapsed lot still holding points is emptied and booked as one ledger
 * row of -min(remaining, balance) (never below zero). Takes the balance row's lock first, like spends; answers the
 * points taken.
 */
async function expireLapsedLots(tx: Tx, userId: number, now: Date) {
  let balance = await lockBalance(tx, userId);
  let total = 0;
  for (const lot of await lapsedLots(tx, userId, now)) {
    if (!(await emptyLot(tx, lot.id, lot.remaining))) continue;
    const amount = Math.min(lot.remaining, balance);
    if (amount <= 0) continue;
    const reason = `${POINTS_MSG.expired}：${lot.reason}`;
    const ledgerId = await insertLedgerRow(tx, { userId, sourceType: EXPIRY_SOURCE, sourceId: lot.id, delta: -amount, reason });
    if (ledgerId === null) continue;
    const after = await takeFromBalance(tx, userId, amount);
    if (after === null) throw new Error(`points balance of user ${userId} went short during expiry`);
    await setBalanceAfter(tx, ledgerId, after);
    balance = after;
    total += amount;
  }
  return total;
}

/** The expiry run for one person, in a transaction of its own (on reading their credits, and by the sweep). */
export function expirePoints(db: Db, userId: number, now = new Date()) {
  return db.transaction((tx) => expireLapsedLots(tx, userId, now));
}

/** The periodic sweep: expires every person with lapsed lots, a batch at a time; answers how many people it ran for. */
export async function sweepExpiredPoints(db: Db, now = new Date(), batch = 200) {
  const people = await peopleWithLapsedLots(db, now, batch);
  for (const userId of people) await expirePoints(db, userId, now);
  return people.length;
}

import type { Tx } from "@/db/client";
import { fail } from "../../protocol/errors";
import { addToBalance, insertLedgerRow, type LedgerSource, setBalanceAfter, takeFromBalance } from "./queries";

export { readBalance } from "./queries";

/** What a feature pays or charges: a positive amount, why (shown in the person's record) and the source it is for. */
export type PointsChange = LedgerSource & { amount: number; reason: string };

const POINTS_MSG = { notEnough: "积分不足" } as const;

function checkAmount(amount: number) {
  if (!Number.isInteger(amount) || amount <= 0) throw new Error(`points amount must be a positive integer, got ${amount}`);
}

/**
 * Pays points inside the caller's transaction. Answers false, changing nothing, when this source
 * already paid this person (a second claim, a retried request).
 */
export async function awardPoints(tx: Tx, change: PointsChange) {
  checkAmount(change.amount);
  const ledgerId = await insertLedgerRow(tx, { ...change, delta: change.amount });
  if (ledgerId === null) return false;
  await setBalanceAfter(tx, ledgerId, await addToBalance(tx, change.userId, change.amount));
  return true;
}

/**
 * Charges points inside the caller's transaction; fails with 积分不足 (rolling the caller back) when the
 * balance is short. Answers false, changing nothing, when this source was already charged.
 */
export async function spendPoints(tx: Tx, change: PointsChange) {
  checkAmount(change.amount);
  const ledgerId = await insertLedgerRow(tx, { ...change, delta: -change.amount });
  if (ledgerId === null) return false;
  const balance = await takeFromBalance(tx, change.userId, change.amount);
  if (balance === null) fail(POINTS_MSG.notEnough);
  await setBalanceAfter(tx, ledgerId, balance);
  return true;
}

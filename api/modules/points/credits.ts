import { beijingDayStart, beijingTime } from "@/api/contract/beijing-time";
import type { CerContinuePage, CerContinuePager } from "@/api/contract/my-credits";
import { pagerOf } from "@/api/contract/pager";
import type { Db } from "@/db/client";
import { creditLotsPage } from "./queries";
import { expirePoints } from "./service";

const DAY_MS = 86_400_000;

/**
 * The instant an entry must lapse after to count as valid: now when no day was chosen, otherwise the end of the
 * chosen day in UTC+8 ("its date is later than the chosen date").
 */
function validAfter(date: string, now: Date) {
  const start = date === "" ? null : beijingDayStart(date);
  return start ? new Date(start.getTime() + DAY_MS) : now;
}

/**
 * my/CerContinue: the person's credits (the awards of the points ledger, docs/decisions/0032), newest first, each
 * valid while it lapses after the chosen date; vscore the points the valid ones still hold. Lapsed lots are expired
 * first, so what is shown is what is held.
 */
export async function readCredits(db: Db, userId: number, input: CerContinuePager, now = new Date()): Promise<CerContinuePage> {
  await expirePoints(db, userId, now);
  const offset = (input.currentPage - 1) * input.pageSize;
  const page = await creditLotsPage(db, userId, input.type, validAfter(input.date, now), offset, input.pageSize);
  return {
    list: page.rows.map((r) => ({
      id: r.id,
      reason: r.reason,
      amount: r.amount,
      remaining: r.remaining,
      createdAt: beijingTime(r.createdAt),
      expiresAt: r.expiresAt ? beijingTime(r.expiresAt) : "",
      valid: r.valid ? 1 : 0,
    })),
    pager: { ...pagerOf(input.currentPage, input.pageSize, page.total), type: input.type, date: input.date },
    vscore: page.held,
  };
}

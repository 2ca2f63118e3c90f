import { and, asc, count, desc, eq, gte, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import { beijingDayStart, beijingTime } from "@/api/contract/beijing-time";
import { type CerContinuePage, type CerContinuePager, CREDIT_TYPE } from "@/api/contract/my-credits";
import { pagerOf } from "@/api/contract/pager";
import type { Conn, Db } from "@/db/client";
import { pointsLots } from "@/db/schema/points";
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
  const after = validAfter(input.date, now);
  const valid = or(isNull(pointsLots.expiresAt), gte(pointsLots.expiresAt, after)) as SQL;
  const mine = eq(pointsLots.userId, userId);
  const where =
    input.type === CREDIT_TYPE.valid
      ? and(mine, valid)
      : input.type === CREDIT_TYPE.expired
        ? and(mine, lt(pointsLots.expiresAt, after))
        : mine;
  const [rows, [total], [held]] = await Promise.all([
    listLots(db, where, valid, input),
    db.select({ n: count() }).from(pointsLots).where(where),
    db
      .select({ sum: sql<number>`coalesce(sum(${pointsLots.remaining}), 0)::int` })
      .from(pointsLots)
      .where(and(mine, valid)),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id,
      reason: r.reason,
      amount: r.amount,
      remaining: r.remaining,
      createdAt: beijingTime(r.createdAt),
      expiresAt: r.expiresAt ? beijingTime(r.expiresAt) : "",
      valid: r.valid ? 1 : 0,
    })),
    pager: { ...pagerOf(input.currentPage, input.pageSize, total.n), type: input.type, date: input.date },
    vscore: Number(held.sum),
  };
}

function listLots(db: Conn, where: SQL | undefined, valid: SQL, input: CerContinuePager) {
  return db
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
    .limit(input.pageSize)
    .offset((input.currentPage - 1) * input.pageSize);
}

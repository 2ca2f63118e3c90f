import { asc, eq } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { pointsLedger, pointsLots } from "@/db/schema/points";
import { readBalance } from "./queries";

/** The person's balance, every ledger row and every lot with its expiry, oldest first: their part of a data export (my/ExportData). */
export async function pointsHeldAbout(db: Conn, userId: number) {
  const [balance, ledger, lots] = await Promise.all([
    readBalance(db, userId),
    db
      .select({
        delta: pointsLedger.delta,
        reason: pointsLedger.reason,
        sourceType: pointsLedger.sourceType,
        balanceAfter: pointsLedger.balanceAfter,
        createdAt: pointsLedger.createdAt,
      })
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, userId))
      .orderBy(asc(pointsLedger.id)),
    db
      .select({
        amount: pointsLots.amount,
        remaining: pointsLots.remaining,
        reason: pointsLots.reason,
        expiresAt: pointsLots.expiresAt,
        createdAt: pointsLots.createdAt,
      })
      .from(pointsLots)
      .where(eq(pointsLots.userId, userId))
      .orderBy(asc(pointsLots.id)),
  ]);
  return { balance, ledger, lots };
}

import { asc, eq } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { pointsLedger } from "@/db/schema";
import { readBalance } from "./queries";

/** The person's balance and every ledger row, oldest first: their part of a data export (my/ExportData). */
export async function pointsHeldAbout(db: Conn, userId: number) {
  const [balance, ledger] = await Promise.all([
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
  ]);
  return { balance, ledger };
}

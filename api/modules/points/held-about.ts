import type { Conn } from "@/db/client";
import { ledgerOf, lotsOf, readBalance } from "./queries";

/** The person's balance, every ledger row and every lot with its expiry, oldest first: their part of a data export (my/ExportData). */
export async function pointsHeldAbout(db: Conn, userId: number) {
  const [balance, ledger, lots] = await Promise.all([readBalance(db, userId), ledgerOf(db, userId), lotsOf(db, userId)]);
  return { balance, ledger, lots };
}

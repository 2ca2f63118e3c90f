import { eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { companyBindings, learningCards } from "@/db/schema/binding";

/** How many cards of each of these batches are bound. */
export function boundCardCounts(db: Conn, batchIds: number[]) {
  if (!batchIds.length) return Promise.resolve([]);
  return db
    .select({ batchId: learningCards.batchId, n: sql<number>`count(${learningCards.boundAt})::int` })
    .from(learningCards)
    .where(inArray(learningCards.batchId, batchIds))
    .groupBy(learningCards.batchId);
}

/** A batch's cards in card order (its export). */
export function cardsOfBatch(db: Conn, batchId: number) {
  return db.select().from(learningCards).where(eq(learningCards.batchId, batchId)).orderBy(learningCards.id);
}

/** An enterprise account's own company's requests only (none when the account names no company). */
export const bindingsOfCompany = (companyId: number | null): SQL =>
  companyId === null ? sql`false` : eq(companyBindings.companyId, companyId);

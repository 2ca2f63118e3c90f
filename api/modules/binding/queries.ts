import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { cardBatches, companyBindings, learningCards, learningCardVouchers } from "@/db/schema/binding";

/* Company binding. */

/** A person's binding requests, newest first. */
export function listUserBindings(db: Conn, userId: number, limit: number) {
  return db.select().from(companyBindings).where(eq(companyBindings.userId, userId)).orderBy(desc(companyBindings.id)).limit(limit);
}

export async function insertBindingRequest(tx: Conn, userId: number, companyId: number, employeeId: string) {
  const [row] = await tx.insert(companyBindings).values({ userId, companyId, employeeId }).returning({ id: companyBindings.id });
  return row!.id;
}

/** The caller's own binding or request, locked; null for another person's or a missing one. */
export async function lockOwnBinding(tx: Conn, userId: number, id: number) {
  const [row] = await tx
    .select()
    .from(companyBindings)
    .where(and(eq(companyBindings.id, id), eq(companyBindings.userId, userId)))
    .for("update");
  return row ?? null;
}

export async function setBindingStatus(tx: Conn, id: number, status: "unbound") {
  await tx.update(companyBindings).set({ status }).where(eq(companyBindings.id, id));
}

/** Ends the person's approved binding(s) other than `keepId` (a newly approved one takes their place). */
export async function endOtherApproved(tx: Conn, userId: number, keepId: number) {
  await tx
    .update(companyBindings)
    .set({ status: "unbound" })
    .where(and(eq(companyBindings.userId, userId), eq(companyBindings.status, "approved"), sql`${companyBindings.id} <> ${keepId}`));
}

/** Ends the person's approved binding with the company; null when there is none. */
export async function endApprovedBinding(tx: Conn, companyId: number, userId: number) {
  const [row] = await tx
    .update(companyBindings)
    .set({ status: "unbound" })
    .where(and(eq(companyBindings.companyId, companyId), eq(companyBindings.userId, userId), eq(companyBindings.status, "approved")))
    .returning();
  return row ?? null;
}

/* Learning cards. */

export async function findCardByNo(tx: Conn, cardNo: string) {
  const [row] = await tx
    .select({ card: learningCards, disabled: cardBatches.disabled })
    .from(learningCards)
    .innerJoin(cardBatches, eq(cardBatches.id, learningCards.batchId))
    .where(eq(learningCards.cardNo, cardNo));
  return row ?? null;
}

/** Binds the card to the person unless it is bound already: of two people at once, one gets the row back. */
export async function takeCard(tx: Conn, cardId: number, userId: number) {
  const [row] = await tx
    .update(learningCards)
    .set({ boundBy: userId, boundAt: new Date() })
    .where(and(eq(learningCards.id, cardId), isNull(learningCards.boundAt)))
    .returning({ id: learningCards.id, cardNo: learningCards.cardNo });
  return row ?? null;
}

/** Binds the batch's first free card to the person (skipping cards others are taking); null when none is left. */
export async function takeFreeCard(tx: Conn, batchId: number, userId: number) {
  const [free] = await tx
    .select({ id: learningCards.id })
    .from(learningCards)
    .innerJoin(cardBatches, eq(cardBatches.id, learningCards.batchId))
    .where(and(eq(learningCards.batchId, batchId), isNull(learningCards.boundAt), eq(cardBatches.disabled, 0)))
    .orderBy(learningCards.id)
    .limit(1)
    .for("update", { of: learningCards, skipLocked: true });
  return free ? takeCard(tx, free.id, userId) : null;
}

export async function findBatchOfCard(tx: Conn, cardId: number) {
  const [row] = await tx
    .select({ batch: cardBatches })
    .from(learningCards)
    .innerJoin(cardBatches, eq(cardBatches.id, learningCards.batchId))
    .where(eq(learningCards.id, cardId));
  return row!.batch;
}

/** The person's cards, newest binding first, with their batch. */
export async function pageUserCards(db: Conn, userId: number, offset: number, limit: number) {
  const where = and(eq(learningCards.boundBy, userId), sql`${learningCards.boundAt} is not null`);
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: learningCards.id, cardNo: learningCards.cardNo, boundAt: learningCards.boundAt, batch: cardBatches })
      .from(learningCards)
      .innerJoin(cardBatches, eq(cardBatches.id, learningCards.batchId))
      .where(where)
      .orderBy(desc(learningCards.boundAt), desc(learningCards.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: sql<number>`count(*)::int` }).from(learningCards).where(where),
  ]);
  return { rows, total: total!.n };
}

/** Which vouchers the cards carry. */
export function cardVoucherLinks(db: Conn, cardIds: number[]) {
  if (cardIds.length === 0) return Promise.resolve([]);
  return db
    .select({ cardId: learningCardVouchers.cardId, voucherId: learningCardVouchers.voucherId })
    .from(learningCardVouchers)
    .where(inArray(learningCardVouchers.cardId, cardIds));
}

export async function insertCardBatch(tx: Conn, values: typeof cardBatches.$inferInsert) {
  const [row] = await tx.insert(cardBatches).values(values).returning();
  return row!;
}

export async function insertCards(tx: Conn, batchId: number, cards: { cardNo: string; salt: string; passwordHash: string }[]) {
  const rows = await tx
    .insert(learningCards)
    .values(cards.map((c) => ({ batchId, cardNo: c.cardNo, salt: c.salt, passwordHash: c.passwordHash })))
    .returning({ id: learningCards.id, cardNo: learningCards.cardNo });
  return rows.sort((a, b) => a.id - b.id);
}

export async function insertCardVouchers(tx: Conn, links: { cardId: number; voucherId: number }[]) {
  if (links.length > 0) await tx.insert(learningCardVouchers).values(links);
}

/** The approved bindings of these people (at most one each). */
export function approvedBindingsOf(db: Conn, userIds: number[]) {
  if (!userIds.length) return Promise.resolve([]);
  return db
    .select()
    .from(companyBindings)
    .where(and(inArray(companyBindings.userId, userIds), eq(companyBindings.status, "approved")));
}

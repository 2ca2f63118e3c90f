import { and, asc, eq, sql } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { helpCategories, helpEntries, helpVotes } from "@/db/schema/help";
import { QA_VOTE } from "../../contract/help";

/** Every category in order, with its published entries' questions in order (categories without any left out). */
export async function categoryTree(db: Conn) {
  return db
    .select({ cateId: helpCategories.id, cateName: helpCategories.name, id: helpEntries.id, title: helpEntries.question })
    .from(helpEntries)
    .innerJoin(helpCategories, eq(helpCategories.id, helpEntries.categoryId))
    .where(eq(helpEntries.published, 1))
    .orderBy(asc(helpCategories.sort), asc(helpCategories.id), asc(helpEntries.sort), asc(helpEntries.id));
}

/** One published entry with its category, and the reader's vote (0 for none or a visitor). */
export async function publishedEntry(db: Conn, id: number, userId: number | null) {
  const vid = userId
    ? sql<number>`coalesce((select ${helpVotes.vid} from ${helpVotes} where ${helpVotes.entryId} = ${helpEntries.id} and ${helpVotes.userId} = ${userId}), 0)`
    : sql<number>`0`;
  const [row] = await db
    .select({
      id: helpEntries.id,
      cateId: helpEntries.categoryId,
      cateName: helpCategories.name,
      title: helpEntries.question,
      contents: helpEntries.answer,
      updatedAt: helpEntries.updatedAt,
      vid: vid.mapWith(Number),
    })
    .from(helpEntries)
    .innerJoin(helpCategories, eq(helpCategories.id, helpEntries.categoryId))
    .where(and(eq(helpEntries.id, id), eq(helpEntries.published, 1)));
  return row ?? null;
}

/**
 * Records a person's vote once: the unique (entry, user) index turns a second or concurrent vote into nothing,
 * and only the insert that lands moves the entry's counter, in the same transaction.
 */
export async function addVote(db: Conn, entryId: number, userId: number, vid: number) {
  return db.transaction(async (tx) => {
    const inserted = await tx.insert(helpVotes).values({ entryId, userId, vid }).onConflictDoNothing().returning({ id: helpVotes.id });
    if (!inserted.length) return false;
    const counter =
      vid === QA_VOTE.helpful ? { helpful: sql`${helpEntries.helpful} + 1` } : { unhelpful: sql`${helpEntries.unhelpful} + 1` };
    await tx.update(helpEntries).set(counter).where(eq(helpEntries.id, entryId));
    return true;
  });
}

export async function helpCategoryExists(db: Conn, categoryId: number) {
  const [row] = await db.select({ id: helpCategories.id }).from(helpCategories).where(eq(helpCategories.id, categoryId));
  return Boolean(row);
}

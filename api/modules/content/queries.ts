import { and, asc, count, desc, eq, type SQL } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { type ContentKind, contentCategories, contentCollects, contents } from "@/db/schema/content";

export async function listCategories(db: Conn, lwId: number) {
  return db
    .select({ id: contentCategories.id, name: contentCategories.name })
    .from(contentCategories)
    .where(eq(contentCategories.lwId, lwId))
    .orderBy(asc(contentCategories.sort), asc(contentCategories.id));
}

const itemColumns = {
  id: contents.id,
  kind: contents.kind,
  cateId: contents.cateId,
  cate: contentCategories.name,
  solutionId: contents.solutionId,
  types: contents.types,
  title: contents.title,
  cover: contents.cover,
  summary: contents.summary,
  tags: contents.tags,
  createdAt: contents.createdAt,
};

const order = [desc(contents.sort), desc(contents.id)];

/** A page of one library's published items, of one category (0: all), the operator's order first. */
export async function pageContents(db: Conn, kind: ContentKind, cateId: number, offset: number, limit: number) {
  const where: SQL | undefined = and(
    eq(contents.kind, kind),
    eq(contents.published, true),
    cateId ? eq(contents.cateId, cateId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(itemColumns)
      .from(contents)
      .leftJoin(contentCategories, eq(contentCategories.id, contents.cateId))
      .where(where)
      .orderBy(...order)
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(contents).where(where),
  ]);
  return { rows, total: total.n };
}

/** A solution's published articles, of one type (0: every type). */
export async function solutionArticles(db: Conn, solutionId: number, types: number) {
  return db
    .select(itemColumns)
    .from(contents)
    .leftJoin(contentCategories, eq(contentCategories.id, contents.cateId))
    .where(and(eq(contents.solutionId, solutionId), eq(contents.published, true), types ? eq(contents.types, types) : undefined))
    .orderBy(asc(contents.types), ...order);
}

/** A published item with its body; null when it is missing or offline. */
export async function findPublished(db: Conn, id: number) {
  const [row] = await db
    .select({ ...itemColumns, body: contents.body })
    .from(contents)
    .leftJoin(contentCategories, eq(contentCategories.id, contents.cateId))
    .where(and(eq(contents.id, id), eq(contents.published, true)));
  return row ?? null;
}

export async function isCollected(db: Conn, userId: number, contentId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(contentCollects)
    .where(and(eq(contentCollects.userId, userId), eq(contentCollects.contentId, contentId)));
  return row.n > 0;
}

/** Collects once: a second collect leaves the one row there is. */
export async function insertCollect(db: Conn, userId: number, contentId: number) {
  await db.insert(contentCollects).values({ userId, contentId }).onConflictDoNothing();
}

/** Answers whether there was a collect to remove. */
export async function deleteCollect(db: Conn, userId: number, contentId: number) {
  const rows = await db
    .delete(contentCollects)
    .where(and(eq(contentCollects.userId, userId), eq(contentCollects.contentId, contentId)))
    .returning({ id: contentCollects.contentId });
  return rows.length > 0;
}

/** A content category by id (with the library it belongs to), or null. */
export async function findCategory(db: Conn, cateId: number) {
  const [row] = await db
    .select({ id: contentCategories.id, lwId: contentCategories.lwId })
    .from(contentCategories)
    .where(eq(contentCategories.id, cateId));
  return row ?? null;
}

/** The kind of a content item, or null when there is none with this id. */
export async function contentKind(db: Conn, id: number): Promise<ContentKind | null> {
  const [row] = await db.select({ kind: contents.kind }).from(contents).where(eq(contents.id, id));
  return row?.kind ?? null;
}

/** The back office's lists: one library's items (or the articles). */
export const ofKind = (kind: ContentKind) => eq(contents.kind, kind);

/** Published or not (the list's 已发布 / 未发布 filter). */
export const publishedIs = (published: boolean) => eq(contents.published, published);

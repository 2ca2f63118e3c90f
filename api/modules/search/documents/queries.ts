/* Storage plumbing, not rules: the search index's writer (documents and their version stamp); what is indexed is decided by the features. */
import { and, eq, sql } from "drizzle-orm";
import type { Conn, Db } from "@/db/client";
import { prepared } from "@/db/prepared";
import { searchDocuments, searchIndexState } from "@/db/schema/search";
import { plainText } from "../plain-text";
import { documentVector } from "../vector";

/** 1 live session, 2 course, 3 article (solutions, cases, ideas, rewards), 4 help center entry, 5 open position. */
export type SearchType = 1 | 2 | 3 | 4 | 5;

export type SearchDocument = {
  type: SearchType;
  sourceId: number;
  title: string;
  body: string;
  /** Who gives it (lecturers' names and titles): found, but ranked below any match in the title or body. */
  byline?: string;
  url: string;
  visible: boolean;
};

/** The index's current version (0 before the first write): one primary-key read, prepared (every search asks it). */
export async function indexVersion(db: Db) {
  const read = prepared(db, "search.indexVersion", (d) =>
    d.select({ v: searchIndexState.version }).from(searchIndexState).where(eq(searchIndexState.id, 1)).prepare("search_index_version"),
  );
  const [row] = await read.execute();
  return row?.v ?? 0;
}

/** Marks the index changed, in the writing transaction: cached answers read under an older version are dropped. */
export async function bumpIndexVersion(db: Conn) {
  await db
    .insert(searchIndexState)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({ target: searchIndexState.id, set: { version: sql`${searchIndexState.version} + 1` } });
}

/**
 * One document in or out of the index; upsert by (type, sourceId). The body is kept as plain text for excerpts, the
 * byline after it, so an excerpt shows why a byline match was found.
 */
export async function upsertDocument(db: Conn, doc: SearchDocument) {
  const text = plainText(doc.body);
  const byline = doc.byline ?? "";
  const body = [text, byline].filter(Boolean).join("\n");
  const words = sql`${documentVector(doc.title, text, byline)}::tsvector`;
  const values = { title: doc.title, body, url: doc.url, visible: doc.visible, words, updatedAt: sql`now()` };
  await db
    .insert(searchDocuments)
    .values({ type: doc.type, sourceId: doc.sourceId, ...values })
    .onConflictDoUpdate({ target: [searchDocuments.type, searchDocuments.sourceId], set: values });
  await bumpIndexVersion(db);
}

export async function deleteDocument(db: Conn, type: number, sourceId: number) {
  await db.delete(searchDocuments).where(and(eq(searchDocuments.type, type), eq(searchDocuments.sourceId, sourceId)));
  await bumpIndexVersion(db);
}

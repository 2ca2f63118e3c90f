import { pagerOf } from "@/api/contract/pager";
import { cached } from "@/db/answer-cache";
import type { Conn, Db } from "@/db/client";
import { SEARCH_TYPE_LABELS, type SearchItem, type SearchNav, type SearchPager } from "../../contract/search";
import { deleteDocument, indexVersion, type SearchDocument, upsertDocument } from "./documents/queries";
import { markWords, snippet } from "./highlight";
import { clearHistory, type Hit, hotTerms, logQuery, matches, recentTerms, type Searcher } from "./queries";
import { searchQuery } from "./vector";

export type { SearchDocument, SearchType } from "./documents/queries";
/** A bulk load (the seed) marks the index changed, as each write does. */
export { bumpIndexVersion } from "./documents/queries";

/**
 * The indexing contract for the features whose content is searchable: call it in the same transaction as your own
 * write (back-office create/update, seeding), so the index never shows what was rolled back. Upsert by (type,
 * sourceId); `visible: false` keeps the document out of results (an unpublished session).
 */
export async function indexDocument(db: Conn, doc: SearchDocument): Promise<void> {
  await upsertDocument(db, doc);
}

/** The other half of the contract: call it where the source row is deleted. */
export async function removeDocument(db: Conn, type: number, sourceId: number): Promise<void> {
  await deleteDocument(db, type, sourceId);
}

const HOT_TERMS = 10;
const HISTORY_TERMS = 10;

/** What hot terms group by: trimmed, lower-cased, inner spaces collapsed. */
const normalizeTerm = (term: string) => term.trim().toLowerCase().replace(/\s+/g, " ");

type Page = { currentPage: number; pageSize: number };

/** The public id of a result's source: the last segment of its link (/Training/Detail/{strId}, ?id={id}). */
const strIdOf = (hit: Hit) => hit.url.split(/[/=]/).pop() || String(hit.sourceId);

function resultItem(hit: Hit, words: string[]): SearchItem {
  const descripts = snippet(hit.body, words);
  return {
    t: hit.type,
    typeName: SEARCH_TYPE_LABELS[hit.type] ?? "",
    typeId: hit.sourceId,
    strId: strIdOf(hit),
    title: hit.title,
    descripts,
    url: hit.url,
    titleParts: markWords(hit.title, words),
    descriptsParts: markWords(descripts, words),
  };
}

/**
 * The match a query means, with its counts and one page of its results: documents holding all its words; when none
 * does, those holding any (ranked, so the ones with the most and best-placed words come first). Null when the text
 * holds no word at all.
 */
async function resolveQuery(db: Conn, key: string, type: number, offset: number, limit: number) {
  const all = searchQuery(key, "all");
  if (all.words.length === 0) return null;
  const found = await matchedItems(db, all, type, offset, limit);
  if (found.counts.length > 0 || all.words.length === 1) return found;
  return matchedItems(db, searchQuery(key, "any"), type, offset, limit);
}

/** The counts and one page of a query's results, highlighted (kept so, every request for the page shares the work). */
async function matchedItems(db: Conn, q: { words: string[]; tsquery: string }, type: number, offset: number, limit: number) {
  const { counts, hits } = await matches(db, q.tsquery, type, offset, limit);
  return { counts, list: hits.map((h) => resultItem(h, q.words)) };
}

/** How many visible documents a query finds, all types together. */
export async function countMatches(db: Conn, key: string) {
  const q = await resolveQuery(db, key, 0, 0, 0);
  return (q?.counts ?? []).reduce((sum, c) => sum + c.n, 0);
}

const offsetOf = (p: Page) => (p.currentPage - 1) * p.pageSize;

/**
 * search/SearchListEdu and search/SearchList: one page of results with the count of every type tab, computed once per
 * index version. The first page of the 'all' tab is the search someone ran, so that one is logged (further pages and
 * tab switches are not).
 */
export async function siteSearch(db: Db, p: SearchPager, searcher: Searcher) {
  const version = await indexVersion(db);
  const offset = offsetOf(p);
  const q =
    p.key === ""
      ? null
      : await cached(db, version, `search:${normalizeTerm(p.key)}:${p.type}:${offset}:${p.pageSize}`, () =>
          resolveQuery(db, p.key, p.type, offset, p.pageSize),
        );
  const counts: Record<number, number> = { 0: 0, 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const c of q?.counts ?? []) {
    counts[c.type] = c.n;
    counts[0] += c.n;
  }
  if (p.key !== "" && p.currentPage === 1 && p.type === 0) {
    await logQuery(db, { term: p.key, normalized: normalizeTerm(p.key), results: counts[0], ...searcher });
  }
  return {
    list: q?.list ?? [],
    pager: { ...pagerOf(p.currentPage, p.pageSize, counts[p.type]), key: p.key, id: p.type },
    counts,
  };
}

/** Search/SearchNav: the overlay's suggestions as someone types; the last word may be half typed (prefix match). */
export async function suggestions(db: Db, p: SearchNav) {
  const q = searchQuery(p.key, "all", true);
  if (q.words.length === 0) return { list: [], pager: { ...pagerOf(p.currentPage, p.pageSize, 0), key: p.key } };
  const version = await indexVersion(db);
  const offset = offsetOf(p);
  const found = await cached(db, version, `search:nav:${q.tsquery}:${offset}:${p.pageSize}`, () =>
    matchedItems(db, q, 0, offset, p.pageSize),
  );
  const total = found.counts.reduce((sum, c) => sum + c.n, 0);
  return { list: found.list, pager: { ...pagerOf(p.currentPage, p.pageSize, total), key: p.key } };
}

/** Search/getlist: the overlay's hot terms, the searcher's history, and the input's suggested term (the hottest). */
export async function overlayLists(db: Db, searcher: Searcher) {
  const [hot, history] = await Promise.all([hotTerms(db, HOT_TERMS), recentTerms(db, searcher, HISTORY_TERMS)]);
  return { hot, history, input: hot[0] ?? "" };
}

/** Search/ClearHistory: the overlay's 清空 empties the searcher's history. */
export async function forgetHistory(db: Db, searcher: Searcher) {
  await clearHistory(db, searcher);
}

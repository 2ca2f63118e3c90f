import { eq, sql } from "drizzle-orm";
import { batcher } from "@/db/batch";
import type { Conn, Db } from "@/db/client";
import { prepared } from "@/db/prepared";
import { rowsOf } from "@/db/rows";
import { searchQueries, searchTermsWeek } from "@/db/schema/search";

/**
 * Rank weights for D, C, B, A: a word in the title counts ten times one in the body, five times more than one in the
 * byline (a lecturer's title such as 资深营销顾问 says little about what a session teaches). D is not written.
 */
const WEIGHTS = "{0.01, 0.02, 0.1, 1.0}";

export type Hit = { type: number; sourceId: number; title: string; body: string; url: string };

export type Counts = { type: number; n: number }[];

/**
 * How many visible documents match the tsquery, per type (the tab counts; their sum is the 'all' tab), and one page
 * of them, best first (weighted word frequency, then newest), in one statement: the matches are found and visited
 * once, ranked on the way, and only the page's rows are read whole. Counting and ranking were two statements, each
 * visiting every match (千川投放 in 100,000 documents: 11,395 rows on 8,833 pages; 39 ms together, 23 ms as one).
 * ts_rank, not ts_rank_cd: the relevance set ranks the same, and cover density cost three times as much over a broad
 * query's thousands of matches.
 */
export async function matches(db: Conn, tsquery: string, type: number, offset: number, limit: number) {
  const r = await db.execute(sql`
    with m as materialized (
      select id, type, ts_rank(${WEIGHTS}::float4[], words, ${tsquery}::tsquery) as rank
      from search_documents where visible and words @@ ${tsquery}::tsquery
    ), page as (
      select id, rank from m ${type > 0 ? sql`where type = ${type}` : sql``}
      order by rank desc, id desc offset ${offset} limit ${limit}
    )
    select
      (select coalesce(json_agg(c), '[]') from (select type, count(*)::int as n from m group by type) c) as counts,
      (select coalesce(json_agg(json_build_object(
          'type', d.type, 'sourceId', d.source_id, 'title', d.title, 'body', d.body, 'url', d.url
        ) order by page.rank desc, page.id desc), '[]')
       from page join search_documents d using (id)) as hits`);
  const [row] = rowsOf<{ counts: Counts; hits: Hit[] }>(r);
  return row!;
}

export type Searcher = { userId: number | null; visitorId: string | null };

type LoggedSearch = { term: string; normalized: string; results: number } & Searcher;

/** The searches of concurrent requests are written together: one insert for a batch instead of a round trip each. */
const searchLog = (db: Db) =>
  prepared(db, "search.log", () =>
    batcher(async (rows: LoggedSearch[]) => {
      await db.insert(searchQueries).values(rows);
      return rows.map(() => undefined);
    }),
  );

export function logQuery(db: Db, q: LoggedSearch) {
  return searchLog(db)(q);
}

/** The most searched terms of the last 7 days, counted by distinct searchers, among searches that found something. */
export async function hotTerms(db: Conn, limit: number) {
  const r = await db.execute(sql`
    select normalized as term from search_queries
    where at > now() - interval '7 days' and results > 0
    group by normalized
    order by count(distinct coalesce('u' || user_id::text, 'v' || visitor_id, 'q' || id::text)) desc, max(at) desc
    limit ${limit}`);
  return rowsOf<{ term: string }>(r).map((x) => x.term);
}

const ownerFilter = (s: Searcher) =>
  s.userId !== null ? sql`user_id = ${s.userId}` : sql`visitor_id = ${s.visitorId} and user_id is null`;

/** A searcher's recent distinct searches, newest first, as they typed them. */
export async function recentTerms(db: Conn, s: Searcher, limit: number) {
  if (s.userId === null && s.visitorId === null) return [];
  const r = await db.execute(sql`
    select term from (
      select distinct on (normalized) term, at from (
        select term, normalized, at from search_queries
        where ${ownerFilter(s)} and not history_cleared order by at desc limit 200
      ) recent order by normalized, at desc
    ) latest order by at desc limit ${limit}`);
  return rowsOf<{ term: string }>(r).map((x) => x.term);
}

/** Hides the searcher's history from them; the searches still count for hot terms and the report. */
export async function clearHistory(db: Conn, s: Searcher) {
  if (s.userId === null && s.visitorId === null) return;
  await db.execute(sql`update search_queries set history_cleared = true where ${ownerFilter(s)} and not history_cleared`);
}

/** This week's terms whose latest search found nothing (the search report's missed queries). */
export const foundNothing = eq(searchTermsWeek.results, 0);

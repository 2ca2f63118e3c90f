import type { Db } from "./client";

/**
 * Drizzle prepared queries, built once per database handle: a hot read skips building its SQL
 * on every call (DESIGN.md: 2-3x throughput). Keyed by the handle, so each test database gets its own.
 */
const byDb = new WeakMap<Db, Map<string, unknown>>();

export function prepared<Q>(db: Db, name: string, build: (db: Db) => Q): Q {
  let queries = byDb.get(db);
  if (!queries) {
    queries = new Map();
    byDb.set(db, queries);
  }
  let query = queries.get(name) as Q | undefined;
  if (!query) {
    query = build(db);
    queries.set(name, query);
  }
  return query;
}

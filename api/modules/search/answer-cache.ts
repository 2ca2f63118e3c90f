// Storage plumbing, not rules: an in-process cache of search answers, keyed by the index version it reads in one query.
import { sql } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { rowsOf } from "@/db/rows";

/** Enough for every term searched in a busy hour; the oldest answer goes first. */
const MAX_ENTRIES = 2000;

type Entry = { version: number; value: Promise<unknown> };
let keeping = true;

/**
 * With false no answer is kept once computed: every search computes afresh, sharing only a computation already
 * running for the same answer, as if the index changed between any two searches. `bun run bench -- --search-cache
 * off` measures that; the product always keeps them.
 */
export function keepAnswers(keep: boolean) {
  keeping = keep;
}
/** Per database handle: a process (or a test run) may serve more than one database. */
const caches = new WeakMap<object, Map<string, Entry>>();

/** The index's current version (0 before the first write): one primary-key read. */
export async function indexVersion(db: Conn) {
  const [row] = rowsOf<{ v: number }>(await db.execute(sql`select version::int as v from search_index_state where id = 1`));
  return row?.v ?? 0;
}

/**
 * A search answer computed once per index version. A broad term (千川投放 in 100,000 documents) ranks thousands of
 * matches, and people search the same hot terms over and over; the version, bumped in every index write's
 * transaction, makes a newly published or withdrawn document show (or go) in the very next search. The promise is
 * what is kept, so requests arriving while the answer is being computed wait for that one computation instead of
 * each starting its own.
 */
export function cached<T>(db: Conn, version: number, key: string, compute: () => Promise<T>): Promise<T> {
  let entries = caches.get(db);
  if (!entries) {
    entries = new Map();
    caches.set(db, entries);
  }
  const hit = entries.get(key);
  if (hit && hit.version === version) {
    // Re-insert: Map keeps insertion order, so the least recently used entry stays first.
    entries.delete(key);
    entries.set(key, hit);
    return hit.value as Promise<T>;
  }
  const value = compute();
  const entry = { version, value };
  entries.delete(key);
  entries.set(key, entry);
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  // A failed computation is not an answer: the next request tries again.
  value.then(
    () => keeping || (entries.get(key) === entry && entries.delete(key)),
    () => entries.get(key) === entry && entries.delete(key),
  );
  return value;
}

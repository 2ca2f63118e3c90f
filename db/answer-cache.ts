// Storage plumbing, not rules: an in-process cache of answers (search, the course catalogue), each kept under the
// version of the data it was read from (search_index_state, data_versions) and dropped once that version moves on.
import type { Conn } from "./client";

/** Enough for every term searched and every filter asked in a busy hour; the oldest answer goes first. */
const MAX_ENTRIES = 2000;

type Entry = { version: number; value: Promise<unknown> };
let keeping = true;

/**
 * With false no answer is kept once computed: every ask computes afresh, sharing only a computation already running
 * for the same answer, as if the data changed between any two asks. `bun run bench -- --answer-cache off` measures
 * that; the product always keeps them.
 */
export function keepAnswers(keep: boolean) {
  keeping = keep;
}
/** Per database handle: a process (or a test run) may serve more than one database. */
const caches = new WeakMap<object, Map<string, Entry>>();

/**
 * An answer computed once per version of the data it reads. A broad term (千川投放 in 100,000 documents) ranks
 * thousands of matches, and people search the same hot terms and open the same catalogue filters over and over; the
 * version, bumped in every writing transaction, makes a newly published or withdrawn item show (or go) in the very
 * next ask. Keys name their feature (search:…, courses:…). The promise is what is kept, so requests arriving while
 * the answer is being computed wait for that one computation instead of each starting its own.
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

/**
 * The answer kept under `key` and the version it was read under, whatever that version: a caller that reads the
 * current version together with other data (one round trip) checks it itself, and asks `cached` with it when stale.
 */
export function kept<T>(db: Conn, key: string): { version: number; value: Promise<T> } | undefined {
  const entries = caches.get(db);
  const hit = entries?.get(key);
  if (!entries || !hit) return undefined;
  // Re-insert, as `cached` does: the least recently used entry stays first.
  entries.delete(key);
  entries.set(key, hit);
  return hit as { version: number; value: Promise<T> };
}

import type { Db } from "./client";

/**
 * Identical reads in flight at once share one query: the home page's live list or a popular company prefix is
 * asked by many visitors in the same moment, and each would otherwise cost its own round trip (docs/performance.md).
 * Only for reads where an answer begun a few milliseconds before the caller asked is as good as a new one: public
 * lists, never a person's own data after they changed it. The answer is shared, so callers must not change it.
 */
const inFlight = new WeakMap<Db, Map<string, Promise<unknown>>>();

export function sharedRead<T>(db: Db, key: string, read: () => Promise<T>): Promise<T> {
  let reads = inFlight.get(db);
  if (!reads) {
    reads = new Map();
    inFlight.set(db, reads);
  }
  const running = reads.get(key) as Promise<T> | undefined;
  if (running) return running;
  const started = read().finally(() => reads.delete(key));
  reads.set(key, started);
  return started;
}

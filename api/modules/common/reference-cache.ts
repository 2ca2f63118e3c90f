import type { Db } from "@/db/client";

/**
 * A short in-process cache for reference lists, which only the seed changes: every process
 * sees a re-seed within TTL_MS, so no cross-process invalidation is needed.
 */
const TTL_MS = 60_000;
const byDb = new WeakMap<Db, Map<string, { at: number; value: Promise<unknown> }>>();

export function cachedReference<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  let entries = byDb.get(db);
  if (!entries) {
    entries = new Map();
    byDb.set(db, entries);
  }
  const hit = entries.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value as Promise<T>;
  const value = load();
  entries.set(key, { at: Date.now(), value });
  // A failed read must not stay cached.
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key);
  });
  return value;
}

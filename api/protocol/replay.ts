import { lt, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { replayNonces } from "@/db/schema/protocol";
import { SKEW_MS } from "./signing";

type Pending = { cipherId: string; random: string; resolve: (fresh: boolean) => void; reject: (e: unknown) => void };

/** Cipher ids and randoms are base64url or alphanumeric: a comma can join a batch of them safely. */
const TOKEN_RE = /^[A-Za-z0-9_-]+$/;

/**
 * Records (cipher, random) pairs in PostgreSQL so every server process sees every use.
 * Concurrent requests are written in one INSERT ... ON CONFLICT DO NOTHING (group commit):
 * a pair the insert did not return was already there, i.e. a replay.
 */
export function createReplayGuard(db: Db) {
  let queue: Pending[] = [];
  let scheduled = false;

  // The batch travels as two comma-joined texts that PostgreSQL splits and zips: one prepared statement for any
  // batch size. A multi-row VALUES list was a new statement per size and cost about 10 µs more CPU per signed
  // request (docs/performance.md).
  const insertBatch = db
    .insert(replayNonces)
    .select(
      sql`select c, r, now() from unnest(string_to_array(${sql.placeholder("cipherIds")}::text, ','), string_to_array(${sql.placeholder("randoms")}::text, ',')) as t(c, r)`,
    )
    .onConflictDoNothing()
    .returning({ cipherId: replayNonces.cipherId, random: replayNonces.random })
    .prepare("replay_claim");

  async function flush() {
    const batch = queue;
    queue = [];
    scheduled = false;
    const unique = new Map<string, Pending>();
    for (const p of batch) {
      const k = `${p.cipherId}\n${p.random}`;
      if (unique.has(k)) p.resolve(false);
      else unique.set(k, p);
    }
    const pending = [...unique.values()];
    try {
      const inserted = await insertBatch.execute({
        cipherIds: pending.map((p) => p.cipherId).join(","),
        randoms: pending.map((p) => p.random).join(","),
      });
      const fresh = new Set(inserted.map((r) => `${r.cipherId}\n${r.random}`));
      for (const [k, p] of unique) p.resolve(fresh.has(k));
    } catch (e) {
      for (const p of unique.values()) p.reject(e);
    }
  }

  /** True when this pair is used for the first time within the window. */
  function claim(cipherId: string, random: string): Promise<boolean> {
    if (!TOKEN_RE.test(cipherId) || !TOKEN_RE.test(random)) return Promise.resolve(false);
    return new Promise((resolve, reject) => {
      queue.push({ cipherId, random, resolve, reject });
      if (queue.length >= 500) void flush();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(() => void flush());
      }
    });
  }

  /** Pairs older than twice the skew window can no longer be replayed (their timestamp is stale). */
  async function prune() {
    await db.delete(replayNonces).where(lt(replayNonces.seenAt, sql`now() - make_interval(secs => ${(2 * SKEW_MS) / 1000})`));
  }

  return { claim, prune };
}
export type ReplayGuard = ReturnType<typeof createReplayGuard>;

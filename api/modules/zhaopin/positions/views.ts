import type { Db } from "@/db/client";
import { addPositionViews } from "./queries";

/**
 * 浏览: the funnel's first step (issue 38 part 7), counted off the detail's path. A view is added in process and written
 * by the next flush, never awaited by the answer. Flushes run at most once per FLUSH_MS: every write to positions
 * moves the position list's data version (its kept answers go, migration 0037) and takes that version's row lock, so a
 * busy detail page must not write once per view. The first view after a quiet spell is written at once.
 */
const FLUSH_MS = 2_000;
/** The same signed-in person opening the same position again within this counts once (a reload, back and forth). */
const REPEAT_MS = 10 * 60_000;
/** People and positions remembered for that, at most; the oldest goes first. */
const REMEMBERED = 20_000;

type Buffer = { counts: Map<number, number>; timer: Timer | null; lastFlush: number; flushing: Promise<void> };

/** Per database handle: a test run serves more than one. */
const buffers = new WeakMap<Db, Buffer>();
const seen = new WeakMap<Db, Map<string, number>>();

function bufferOf(db: Db) {
  let b = buffers.get(db);
  if (!b) {
    b = { counts: new Map(), timer: null, lastFlush: 0, flushing: Promise.resolve() };
    buffers.set(db, b);
  }
  return b;
}

/** Whether this person opened this position within REPEAT_MS; remembers this opening either way. */
function seenRecently(db: Db, userId: number, positionId: number, now: number) {
  let recent = seen.get(db);
  if (!recent) {
    recent = new Map();
    seen.set(db, recent);
  }
  const key = `${userId}:${positionId}`;
  const at = recent.get(key);
  if (at !== undefined && now - at < REPEAT_MS) return true;
  // Re-insert: a Map keeps insertion order, so the first key is the longest ago.
  recent.delete(key);
  recent.set(key, now);
  if (recent.size > REMEMBERED) recent.delete(recent.keys().next().value!);
  return false;
}

function flush(db: Db, b: Buffer) {
  if (b.timer) clearTimeout(b.timer);
  b.timer = null;
  b.lastFlush = Date.now();
  const counts = [...b.counts];
  b.counts = new Map();
  b.flushing = b.flushing.then(() => addPositionViews(db, counts)).catch((e) => console.error("职位浏览数写入失败", e));
  return b.flushing;
}

/** ZhaoPin/PositionDetail opened a visible position: one view, unless this signed-in person just opened it. */
export function countPositionView(db: Db, userId: number | null, positionId: number, now = Date.now()) {
  if (userId !== null && seenRecently(db, userId, positionId, now)) return;
  const b = bufferOf(db);
  b.counts.set(positionId, (b.counts.get(positionId) ?? 0) + 1);
  if (b.timer) return;
  b.timer = setTimeout(() => void flush(db, b), Math.max(0, b.lastFlush + FLUSH_MS - now));
  // A process stopping does not wait for views (at most FLUSH_MS of them).
  b.timer.unref?.();
}

/** Writes the views counted so far now, resolving once they are (the tests read them at once). */
export function flushPositionViews(db: Db) {
  const b = buffers.get(db);
  return b ? flush(db, b) : Promise.resolve();
}

import { expect, test } from "bun:test";
import { createPopRound } from "../pop-round";

const ORDER = ["survey", "notice", "choice"] as const;
/** A tab's session storage, as the browser keeps it between page views. */
const tabStorage = () => {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
};
const later = <T>(value: T, ms = 5) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

test("the most important pop-up that wants to open is the only one granted, whatever order the answers come in", async () => {
  const round = createPopRound(ORDER, tabStorage());
  const granted = await Promise.all([
    round.offer("choice", Promise.resolve(true)),
    round.offer("notice", later(true, 10)),
    round.offer("survey", later(false, 20)),
  ]);
  expect(granted).toEqual([false, true, false]);
});

test("a less important pop-up waits for the more important ones to decline, and a failed answer declines", async () => {
  const round = createPopRound(ORDER, tabStorage());
  const granted = await Promise.all([
    round.offer("survey", Promise.reject(new Error("网络异常"))),
    round.offer("notice", later(false)),
    round.offer("choice", Promise.resolve(true)),
  ]);
  expect(granted).toEqual([false, false, true]);
});

test("once a pop-up was shown, no other interrupts the same visit; a visit where none wanted to leaves the next free", async () => {
  const storage = tabStorage();
  const quiet = createPopRound(ORDER, storage);
  await Promise.all(ORDER.map((kind) => quiet.offer(kind, Promise.resolve(false))));
  const first = createPopRound(ORDER, storage);
  expect(await Promise.all(ORDER.map((kind) => first.offer(kind, Promise.resolve(kind === "choice"))))).toEqual([false, false, true]);
  // The home page again in the same tab: the survey now wants to open, and does not.
  const again = createPopRound(ORDER, storage);
  expect(await Promise.all(ORDER.map((kind) => again.offer(kind, Promise.resolve(true))))).toEqual([false, false, false]);
  // A new tab is a new visit.
  const next = createPopRound(ORDER, tabStorage());
  expect(await next.offer("survey", Promise.resolve(true))).toBe(true);
});

test("a pop-up offered again after the round is decided keeps its answer (a page drawn twice)", async () => {
  const round = createPopRound(ORDER, null);
  await Promise.all([round.offer("survey", Promise.resolve(false)), round.offer("notice", Promise.resolve(true))]);
  expect(await round.offer("notice", Promise.resolve(true))).toBe(true);
  expect(await round.offer("choice", Promise.resolve(true))).toBe(false);
});

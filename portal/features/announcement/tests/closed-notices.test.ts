import { describe, expect, test } from "bun:test";
import { CLOSED_KEY, closedIds, rememberClosed } from "../closed-notices";

function memoryStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

describe("a visitor's closed announcements", () => {
  test("a close is remembered once, and read back", () => {
    const store = memoryStore();
    rememberClosed(store, 3);
    rememberClosed(store, 5);
    rememberClosed(store, 3);
    expect(closedIds(store)).toEqual([5, 3]);
  });

  test("only the newest 100 are kept", () => {
    const store = memoryStore();
    for (let id = 1; id <= 105; id++) rememberClosed(store, id);
    const ids = closedIds(store);
    expect(ids).toHaveLength(100);
    expect(ids[0]).toBe(6);
  });

  test("whatever else sits under the key reads as nothing closed, or only its whole numbers", () => {
    expect(closedIds(memoryStore({ [CLOSED_KEY]: "{broken" }))).toEqual([]);
    expect(closedIds(memoryStore({ [CLOSED_KEY]: '{"a":1}' }))).toEqual([]);
    expect(closedIds(memoryStore({ [CLOSED_KEY]: '[1,"2",3.5,4]' }))).toEqual([1, 4]);
  });
});

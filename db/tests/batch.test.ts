import { describe, expect, test } from "bun:test";
import { batcher } from "../batch";

/** A flush that answers each item doubled, records every batch it was given, and finishes only when told to. */
function gatedFlush(refuse: (item: number) => boolean = () => false) {
  const batches: number[][] = [];
  const gates: (() => void)[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const flush = async (items: number[]) => {
    batches.push(items);
    inFlight++;
    mostInFlight = Math.max(mostInFlight, inFlight);
    await new Promise<void>((open) => gates.push(open));
    inFlight--;
    if (items.some(refuse)) throw new Error(`refused ${items}`);
    return items.map((i) => i * 2);
  };
  /** Lets every flush waiting now finish, then gives the batcher a moment to send what follows. */
  const release = async () => {
    for (const open of gates.splice(0)) open();
    await Bun.sleep(1);
  };
  return { flush, batches, gates, release, mostInFlight: () => mostInFlight };
}

describe("batcher", () => {
  test("calls made together leave as one batch; calls made while it runs gather into the next", async () => {
    const g = gatedFlush();
    const call = batcher(g.flush);
    const first = [1, 2, 3].map((i) => call(i));
    await Bun.sleep(1);
    const second = [4, 5].map((i) => call(i));
    await Bun.sleep(1);
    expect(g.batches).toEqual([[1, 2, 3]]);
    await g.release();
    expect(await Promise.all(first)).toEqual([2, 4, 6]);
    expect(g.batches[1]).toEqual([4, 5]);
    await g.release();
    expect(await Promise.all(second)).toEqual([8, 10]);
    expect(g.mostInFlight()).toBe(1);
  });

  test("at most `max` items a batch, the rest in the batches after it, one at a time", async () => {
    const g = gatedFlush();
    const call = batcher(g.flush, 2);
    const answers = Promise.all([1, 2, 3, 4, 5].map((i) => call(i)));
    await Bun.sleep(1);
    while (g.gates.length) await g.release();
    expect(await answers).toEqual([2, 4, 6, 8, 10]);
    expect(g.batches).toEqual([[1, 2], [3, 4], [5]]);
    expect(g.mostInFlight()).toBe(1);
  });

  test("a refused batch is tried again item by item: only the refused item fails", async () => {
    const g = gatedFlush((i) => i === 2);
    const call = batcher(g.flush);
    const answers = [1, 2, 3].map((i) => call(i).catch((e: Error) => e.message));
    await Bun.sleep(1);
    while (g.gates.length) await g.release();
    expect(await Promise.all(answers)).toEqual([2, "refused 2", 6]);
    expect(g.batches).toEqual([[1, 2, 3], [1], [2], [3]]);
  });

  test("with two lanes, a second batch leaves while the first runs; never a third", async () => {
    const g = gatedFlush();
    const call = batcher(g.flush, 200, 2);
    const first = call(1);
    await Bun.sleep(1);
    const second = call(2);
    await Bun.sleep(1);
    const rest = [3, 4].map((i) => call(i));
    await Bun.sleep(1);
    expect(g.batches).toEqual([[1], [2]]);
    await g.release();
    expect(await Promise.all([first, second])).toEqual([2, 4]);
    expect(g.batches[2]).toEqual([3, 4]);
    await g.release();
    expect(await Promise.all(rest)).toEqual([6, 8]);
    expect(g.mostInFlight()).toBe(2);
  });
});

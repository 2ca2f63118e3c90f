import { describe, expect, test } from "bun:test";
import { cached, keepAnswers, kept } from "../answer-cache";
import type { Conn } from "../client";

const db = {} as Conn;
const other = {} as Conn;

describe("the answer cache", () => {
  test("computes once per version; concurrent askers share the one computation", async () => {
    let runs = 0;
    const compute = async () => {
      runs += 1;
      await Bun.sleep(5);
      return runs;
    };
    expect(await Promise.all([cached(db, 1, "k", compute), cached(db, 1, "k", compute), cached(db, 1, "k", compute)])).toEqual([1, 1, 1]);
    expect(await cached(db, 1, "k", compute)).toBe(1);
    // The data changed: the answer is computed afresh.
    expect(await cached(db, 2, "k", compute)).toBe(2);
    // Another database never sees this one's answers.
    expect(await cached(other, 2, "k", compute)).toBe(3);
  });

  test("kept gives the answer under a key with the version it was read under, and nothing for an unknown key", async () => {
    await cached(db, 7, "peek", async () => "七");
    const entry = kept<string>(db, "peek");
    expect(entry?.version).toBe(7);
    expect(await entry?.value).toBe("七");
    expect(kept(db, "nothing here")).toBeUndefined();
    expect(kept(other, "peek")).toBeUndefined();
  });

  test("a failed computation is not kept", async () => {
    await expect(cached(db, 1, "bad", () => Promise.reject(new Error("断开")))).rejects.toThrow("断开");
    expect(await cached(db, 1, "bad", async () => "好了")).toBe("好了");
  });

  test("with answers not kept (the benchmark's --answer-cache off), askers share only a computation still running", async () => {
    keepAnswers(false);
    try {
      let runs = 0;
      const compute = async () => {
        runs += 1;
        await Bun.sleep(5);
        return runs;
      };
      expect(await Promise.all([cached(db, 1, "off", compute), cached(db, 1, "off", compute)])).toEqual([1, 1]);
      expect(await cached(db, 1, "off", compute)).toBe(2);
    } finally {
      keepAnswers(true);
    }
  });
});

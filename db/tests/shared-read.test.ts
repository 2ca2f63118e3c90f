import { expect, test } from "bun:test";
import type { Db } from "../client";
import { sharedRead } from "../shared-read";

/** sharedRead keys its reads by database handle only; any object stands for one here. */
const db = {} as Db;

test("identical reads asked while one is in flight share it; a read asked after it answered runs again", async () => {
  let queries = 0;
  const read = async () => {
    queries += 1;
    await Bun.sleep(5);
    return [{ n: queries }];
  };
  const together = await Promise.all([sharedRead(db, "list", read), sharedRead(db, "list", read), sharedRead(db, "list", read)]);
  expect(queries).toBe(1);
  expect(together.map((rows) => rows[0].n)).toEqual([1, 1, 1]);

  const later = await sharedRead(db, "list", read);
  expect(queries).toBe(2);
  expect(later[0].n).toBe(2);
});

test("different keys and different databases never share", async () => {
  const other = {} as Db;
  let queries = 0;
  const read = async () => ++queries;
  await Promise.all([sharedRead(db, "a", read), sharedRead(db, "b", read), sharedRead(other, "a", read)]);
  expect(queries).toBe(3);
});

test("a failed read fails everyone who shared it, and the next read tries again", async () => {
  let attempts = 0;
  const read = async () => {
    attempts += 1;
    await Bun.sleep(1);
    if (attempts === 1) throw new Error("连接中断");
    return "ok";
  };
  const results = await Promise.allSettled([sharedRead(db, "flaky", read), sharedRead(db, "flaky", read)]);
  expect(results.map((r) => r.status)).toEqual(["rejected", "rejected"]);
  expect(await sharedRead(db, "flaky", read)).toBe("ok");
});

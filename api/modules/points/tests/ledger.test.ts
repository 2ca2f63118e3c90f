import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { AppError } from "@/api/protocol/errors";
import type { Database } from "@/db/client";
import { freshDatabase } from "@/tests/support/database";
import { rows } from "@/tests/support/sql";
import { awardPoints, readBalance, spendPoints } from "../service";
import { peopleMaker } from "./people";

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

const newUser = peopleMaker(() => database.db, 13900000001);

const award = (userId: number, amount: number, sourceId: number) =>
  database.db.transaction((tx) => awardPoints(tx, { userId, amount, reason: "任务奖励", sourceType: "test.award", sourceId }));
const spend = (userId: number, amount: number, sourceId: number) =>
  database.db.transaction((tx) => spendPoints(tx, { userId, amount, reason: "兑换商品", sourceType: "test.spend", sourceId }));

describe("points ledger", () => {
  test("an award and a spend each write one row with the balance after it", async () => {
    const userId = await newUser();
    expect(await award(userId, 50, 1)).toBe(true);
    expect(await spend(userId, 20, 1)).toBe(true);
    expect(await readBalance(database.db, userId)).toBe(30);
    const ledger = await rows<{ delta: number; balance_after: number; reason: string }>(
      database.db,
      `select delta, balance_after, reason from points_ledger where user_id = ${userId} order by id`,
    );
    expect(ledger).toEqual([
      { delta: 50, balance_after: 50, reason: "任务奖励" },
      { delta: -20, balance_after: 30, reason: "兑换商品" },
    ]);
  });

  test("the same award twice pays once, also when both arrive at once", async () => {
    const userId = await newUser();
    const results = await Promise.all(Array.from({ length: 10 }, () => award(userId, 40, 7)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await award(userId, 40, 7)).toBe(false);
    expect(await readBalance(database.db, userId)).toBe(40);
  });

  test("a spend larger than the balance fails with 积分不足 and changes nothing", async () => {
    const userId = await newUser();
    await award(userId, 10, 1);
    const error = await spend(userId, 11, 2).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toBe("积分不足");
    expect(await readBalance(database.db, userId)).toBe(10);
    const [{ count }] = await rows<{ count: number }>(
      database.db,
      `select count(*)::int as count from points_ledger where user_id = ${userId}`,
    );
    expect(count).toBe(1);
  });

  test("30 concurrent spends of 10 from 100 points: exactly 10 succeed and the balance ends at 0", async () => {
    const userId = await newUser();
    await award(userId, 100, 1);
    const outcomes = await Promise.allSettled(Array.from({ length: 30 }, (_, i) => spend(userId, 10, 100 + i)));
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(10);
    for (const o of outcomes) if (o.status === "rejected") expect((o.reason as AppError).message).toBe("积分不足");
    expect(await readBalance(database.db, userId)).toBe(0);
    const [sum] = await rows<{ total: number; low: number }>(
      database.db,
      `select sum(delta)::int as total, min(balance_after)::int as low from points_ledger where user_id = ${userId}`,
    );
    expect(sum).toEqual({ total: 0, low: 0 });
  });

  test("the database itself refuses a negative balance", async () => {
    const userId = await newUser();
    await award(userId, 5, 1);
    const error = await rows(database.db, `update points_balances set balance = -1 where user_id = ${userId}`).catch((e: unknown) => e);
    // Drizzle wraps the driver's error; the constraint's name is in its cause.
    expect(String(((error as Error).cause as Error)?.message)).toContain("points_balances_nonnegative_ck");
    expect(await readBalance(database.db, userId)).toBe(5);
  });
});

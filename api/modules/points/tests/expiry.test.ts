import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Database } from "@/db/client";
import { freshDatabase } from "@/tests/support/database";
import { rows } from "@/tests/support/sql";
import { awardPoints, expirePoints, readBalance, readExpiryMonths, spendPoints, sweepExpiredPoints, writeExpiryMonths } from "../service";
import { peopleMaker } from "./people";

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

const newUser = peopleMaker(() => database.db, 13910000001);

const DAY = 86_400_000;
const daysFromNow = (d: number) => new Date(Date.now() + d * DAY);
let source = 0;
const award = (userId: number, amount: number, expiresAt: Date | null, at?: Date) =>
  database.db.transaction((tx) =>
    awardPoints(tx, { userId, amount, reason: `奖励${amount}`, sourceType: "test.award", sourceId: ++source, expiresAt, at }),
  );
const spend = (userId: number, amount: number) =>
  database.db.transaction((tx) => spendPoints(tx, { userId, amount, reason: "兑换商品", sourceType: "test.spend", sourceId: ++source }));
const lots = (userId: number) =>
  rows<{ amount: number; remaining: number }>(
    database.db,
    `select amount, remaining from points_lots where user_id = ${userId} order by id`,
  );
const lotSum = async (userId: number) => (await lots(userId)).reduce((s, l) => s + l.remaining, 0);
const expiryRows = (userId: number) =>
  rows<{ delta: number; balance_after: number }>(
    database.db,
    `select delta, balance_after from points_ledger where user_id = ${userId} and source_type = 'points.expiry' order by id`,
  );

describe("points expiry", () => {
  test("an award lapses after the operator's period; 0 months means never", async () => {
    expect(await readExpiryMonths(database.db)).toBe(12);
    const userId = await newUser();
    await database.db.transaction((tx) =>
      awardPoints(tx, { userId, amount: 5, reason: "x", sourceType: "test.award", sourceId: ++source }),
    );
    const [lot] = await rows<{ months: number }>(
      database.db,
      `select round(extract(epoch from expires_at - created_at) / 86400 / 30)::int as months from points_lots where user_id = ${userId}`,
    );
    expect(lot.months).toBe(12);
    await writeExpiryMonths(database.db, 0);
    await database.db.transaction((tx) =>
      awardPoints(tx, { userId, amount: 5, reason: "x", sourceType: "test.award", sourceId: ++source }),
    );
    const [never] = await rows<{ n: number }>(
      database.db,
      `select count(*)::int as n from points_lots where user_id = ${userId} and expires_at is null`,
    );
    expect(never.n).toBe(1);
    await writeExpiryMonths(database.db, 12);
  });

  test("a spend first expires what lapsed, then takes from the lot lapsing first; a second run finds nothing", async () => {
    const userId = await newUser();
    await award(userId, 30, daysFromNow(30)); // lapses last
    await award(userId, 20, daysFromNow(10)); // lapses first of the valid ones
    await award(userId, 10, daysFromNow(-1)); // lapsed
    await spend(userId, 25); // the lapsed 10 go first; then 20 from the lot lapsing first, 5 from the next
    expect((await lots(userId)).map((l) => l.remaining)).toEqual([25, 0, 0]);
    expect(await readBalance(database.db, userId)).toBe(25);
    expect(await expiryRows(userId)).toEqual([{ delta: -10, balance_after: 50 }]);
    // 积分不足 counts only what has not lapsed.
    const short = await spend(userId, 26).catch((e: unknown) => e);
    expect((short as Error).message).toBe("积分不足");
    expect(await expirePoints(database.db, userId)).toBe(0);
    expect(await expiryRows(userId)).toHaveLength(1);
    expect(await lotSum(userId)).toBe(25);
  });

  test("several lapsed lots expire oldest first and never below zero", async () => {
    const userId = await newUser();
    await award(userId, 10, daysFromNow(-10));
    await award(userId, 7, daysFromNow(-5));
    expect(await expirePoints(database.db, userId)).toBe(17);
    expect(await expiryRows(userId)).toEqual([
      { delta: -10, balance_after: 7 },
      { delta: -7, balance_after: 0 },
    ]);
    expect(await readBalance(database.db, userId)).toBe(0);
  });

  test("the sweep expires everyone with lapsed lots; lots that have not lapsed stay", async () => {
    const a = await newUser();
    const b = await newUser();
    await award(a, 8, daysFromNow(-1));
    await award(b, 9, daysFromNow(-1));
    await award(b, 4, daysFromNow(10));
    expect(await sweepExpiredPoints(database.db)).toBeGreaterThanOrEqual(2);
    expect(await readBalance(database.db, a)).toBe(0);
    expect(await readBalance(database.db, b)).toBe(4);
  });

  test("concurrent spends and expiry runs keep the balance equal to the remaining lots", async () => {
    const userId = await newUser();
    for (let i = 0; i < 10; i++) await award(userId, 10, daysFromNow(i < 5 ? -1 : 5 + i));
    const results = await Promise.allSettled([
      ...Array.from({ length: 12 }, () => spend(userId, 7)),
      ...Array.from({ length: 4 }, () => expirePoints(database.db, userId)),
    ]);
    expect(results.some((r) => r.status === "fulfilled")).toBe(true);
    const balance = await readBalance(database.db, userId);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(await lotSum(userId)).toBe(balance);
    const [sum] = await rows<{ s: number }>(
      database.db,
      `select coalesce(sum(delta), 0)::int as s from points_ledger where user_id = ${userId}`,
    );
    expect(sum.s).toBe(balance);
    // Whatever ran first, no lapsed lot holds points after one more run.
    await expirePoints(database.db, userId);
    const [left] = await rows<{ n: number }>(
      database.db,
      `select count(*)::int as n from points_lots where user_id = ${userId} and expires_at <= now() and remaining > 0`,
    );
    expect(left.n).toBe(0);
    expect(await lotSum(userId)).toBe(await readBalance(database.db, userId));
  });
});

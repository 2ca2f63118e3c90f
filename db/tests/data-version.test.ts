import { afterAll, beforeAll, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { dataVersions } from "@/db/schema/data-versions";
import { freshDatabase } from "@/tests/support/database";
import type { Database } from "../client";
import { dataVersion } from "../data-version";

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

test("asks made together each get their own data set's version, read after they asked", async () => {
  const { db } = database;
  await db.execute(sql`update data_versions set version = version + 1 where name = 'positions'`);
  const [courses, positions] = await Promise.all([dataVersion(db, "courses"), dataVersion(db, "positions")]);
  const stored = new Map((await db.select().from(dataVersions)).map((r) => [r.name, r.version]));
  expect([courses, positions]).toEqual([stored.get("courses") ?? 0, stored.get("positions") ?? -1]);
  expect(positions).not.toBe(courses);

  // Asked again after a write, in a crowd: every ask sees the write.
  await db.execute(sql`update data_versions set version = version + 1 where name = 'positions'`);
  const crowd = await Promise.all(Array.from({ length: 20 }, () => dataVersion(db, "positions")));
  expect(new Set(crowd)).toEqual(new Set([positions + 1]));
});

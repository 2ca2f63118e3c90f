import { afterAll, beforeAll, expect, test } from "bun:test";
import type { HomeActivity } from "@/api/contract/activity";
import { beijingInstant } from "@/api/contract/beijing-time";
import { activities } from "@/db/schema/activity";
import { testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { createActivity, createSpecial } from "./fixtures";

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(() => srv.stop());

const HOUR = 3_600_000;

test("Activity/HomeList offers a visitor the activities not yet over, the soonest first, special topics marked, four at most", async () => {
  const db = srv.deps.db;
  const at = (hours: number) => new Date(Date.now() + hours * HOUR);
  const [over] = await db
    .insert(activities)
    .values({ title: "已结束的活动", startTime: at(-48), endTime: at(-1) })
    .returning({ id: activities.id });
  const plain = await createActivity(db);
  const special = await createSpecial(db, 1);
  const [later] = await db
    .insert(activities)
    .values({ title: "下月的活动", startTime: at(24 * 30), endTime: at(24 * 31) })
    .returning({ id: activities.id });

  const res = await testClient(srv.url).call("Activity/HomeList", {});
  expect(res.code).toBe(0);
  const list = res.data as HomeActivity[];
  expect(list.map((a) => a.id)).toEqual([plain, special.activityId, later!.id]);
  expect(list.map((a) => a.special)).toEqual([false, true, false]);
  expect(list.map((a) => a.id)).not.toContain(over!.id);
  expect(list[2]!.title).toBe("下月的活动");
  // Beijing time, as every answer writes a moment.
  expect(list[2]!.startTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  expect(Math.abs(beijingInstant(list[2]!.startTime) - at(24 * 30).getTime())).toBeLessThan(60_000);

  for (let i = 0; i < 3; i++) await createActivity(db);
  expect(((await testClient(srv.url).call("Activity/HomeList", {})).data as HomeActivity[]).length).toBe(4);
});

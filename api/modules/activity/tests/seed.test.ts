import { afterAll, beforeAll, expect, test } from "bun:test";
import { seedActivities } from "@/db/seed/activity";
import { silentLog } from "@/db/seed/progress";
import { testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { rows } from "@/tests/support/sql";

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(() => srv.stop());

test("demo data: a form activity, one needing approval, a special topic with more than 10 tasks and medal levels; a second run adds nothing", async () => {
  await seedActivities(srv.deps.db, silentLog);
  await seedActivities(srv.deps.db, silentLog);
  const list = await rows<{ id: number; title: string; need_approve: number }>(
    srv.deps.db,
    "select id, title, need_approve from activities order by id",
  );
  expect(list).toHaveLength(3);
  expect(list.filter((a) => a.need_approve === 1)).toHaveLength(1);

  const visitor = testClient(srv.url);
  const detail = await visitor.call<{ userDetailList: unknown[]; surveyQuestions: unknown[] }>("Activity/Detail", { id: list[0].id });
  expect(detail.data.userDetailList.length).toBeGreaterThan(0);
  expect(detail.data.surveyQuestions.length).toBeGreaterThan(0);

  const special = await visitor.call<{ steps: { tasks: { score: number }[]; medal: { list: { level: number }[] } }[] }>(
    "Activity/Special",
    { id: list[2].id },
  );
  expect(Math.max(...special.data.steps.map((s) => s.tasks.length))).toBeGreaterThan(10);
  expect(special.data.steps.every((s) => s.medal.list.length === 3 && s.tasks.every((t) => t.score > 0))).toBe(true);
});

import { afterAll, beforeAll, expect, test } from "bun:test";
import { seedActivities } from "@/db/seed/activity";
import { seedCertification } from "@/db/seed/certification";
import { silentLog } from "@/db/seed/progress";
import { seedTrainings } from "@/db/seed/training";
import { signIn, testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { rows } from "@/tests/support/sql";
import { readBalance } from "../../points/service";

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
  // The special topic's tasks name a demo session and exam.
  await seedTrainings(srv.deps.db, srv.deps.storage, silentLog);
  await seedCertification(srv.deps.db, srv.deps.storage, silentLog);
  await seedActivities(srv.deps.db, srv.deps.storage, silentLog);
});
afterAll(() => srv.stop());

type Special = { hasSignUp: number; steps: { id: number; tasks: { id: number; score: number }[]; medal: { list: { level: number }[] } }[] };

async function activityIds() {
  return rows<{ id: number; title: string; need_approve: number }>(
    srv.deps.db,
    "select id, title, need_approve from activities order by id",
  );
}

test("demo data: a form activity, one needing approval, a special topic with more than 10 tasks and medal levels; a second run adds nothing", async () => {
  await seedActivities(srv.deps.db, srv.deps.storage, silentLog);
  const list = await activityIds();
  expect(list).toHaveLength(3);
  expect(list.filter((a) => a.need_approve === 1)).toHaveLength(1);

  const visitor = testClient(srv.url);
  const detail = await visitor.call<{ userDetailList: unknown[]; surveyQuestions: unknown[] }>("Activity/Detail", { id: list[0].id });
  expect(detail.data.userDetailList.length).toBeGreaterThan(0);
  expect(detail.data.surveyQuestions.length).toBeGreaterThan(0);

  const special = await visitor.call<Special>("Activity/Special", { id: list[2].id });
  expect(Math.max(...special.data.steps.map((s) => s.tasks.length))).toBeGreaterThan(10);
  expect(special.data.steps.every((s) => s.medal.list.length === 3 && s.tasks.every((t) => t.score > 0))).toBe(true);
  const kinds = await rows<{ kind: string }>(srv.deps.db, "select distinct kind from activity_tasks order by kind");
  expect(kinds.map((k) => k.kind)).toEqual(["exam", "live", "signup", "visit"]);
});

test("the seeded special topic cannot be farmed: clicking every task and claiming every score and medal without signing up pays nothing", async () => {
  const special = (await activityIds())[2];
  const browser = testClient(srv.url, { ip: "10.5.0.1" });
  await signIn(browser, srv.url, "13600150001");
  const me = await browser.call<{ id: number }>("common/currentuser");
  const page = await browser.call<Special>("Activity/Special", { id: special.id });
  expect(page.data.hasSignUp).toBe(1);
  for (const step of page.data.steps) {
    for (const t of step.tasks) {
      expect(await browser.call("Activity/GoFinishTask", { taskId: t.id })).toMatchObject({ code: 1, msg: "请先报名该活动" });
      expect(await browser.call("Activity/DrawUserScore", { taskId: t.id })).toMatchObject({ code: 1, msg: "请先报名该活动" });
    }
    expect(await browser.call("Activity/DrawUserMedal", { activityId: special.id, stepId: step.id })).toMatchObject({
      code: 1,
      msg: "请先报名该活动",
    });
  }
  expect(await readBalance(srv.deps.db, me.data.id)).toBe(0);
  const [{ count }] = await rows<{ count: number }>(
    srv.deps.db,
    `select count(*)::int as count from user_medals where user_id = ${me.data.id}`,
  );
  expect(count).toBe(0);
});

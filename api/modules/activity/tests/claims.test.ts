import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { signIn, testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { rows } from "@/tests/support/sql";
import { readBalance } from "../../points/service";
import { createSpecial } from "./fixtures";

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(() => srv.stop());

let n = 0;
async function learner() {
  n++;
  const browser = testClient(srv.url, { ip: `10.4.0.${n}` });
  await signIn(browser, srv.url, `1360013${String(n).padStart(4, "0")}`);
  const me = await browser.call<{ id: number }>("common/currentuser");
  return { browser, userId: me.data.id };
}

type Special = {
  isShare: number;
  steps: {
    id: number;
    tasks: { id: number; isFinish: number; isDraw: number }[];
    medal: { medal: { whereType: number }; list: { level: number; userId: number }[] };
  }[];
};

describe("special topic: tasks, scores and medals", () => {
  test("a visitor is sent to log in (1503) for every claim", async () => {
    const s = await createSpecial(srv.deps.db);
    const visitor = testClient(srv.url);
    expect((await visitor.call("Activity/GoFinishTask", { taskId: s.tasks[0].id })).code).toBe(1503);
    expect((await visitor.call("Activity/DrawUserScore", { taskId: s.tasks[0].id })).code).toBe(1503);
    expect((await visitor.call("Activity/DrawUserMedal", { activityId: s.activityId, stepId: s.stepId })).code).toBe(1503);
    expect((await visitor.call("my/getmedal", { id: s.medalId })).code).toBe(1503);
  });

  test("a score before the task is done fails; after GoFinishTask it is claimed once, then nothing to claim", async () => {
    const s = await createSpecial(srv.deps.db);
    const { browser, userId } = await learner();
    const taskId = s.tasks[0].id;
    expect(await browser.call("Activity/DrawUserScore", { taskId })).toMatchObject({ code: 1, msg: "请先完成任务" });
    expect(await browser.call("Activity/GoFinishTask", { taskId })).toMatchObject({ code: 0, data: { url: s.tasks[0].url } });
    expect(await browser.call("Activity/DrawUserScore", { taskId })).toMatchObject({ code: 0, msg: "领取成功", data: { score: 10 } });
    expect(await browser.call("Activity/DrawUserScore", { taskId })).toMatchObject({
      code: 1,
      msg: "没有需要领取项",
      data: "没有需要领取项",
    });
    expect(await readBalance(srv.deps.db, userId)).toBe(10);
    const page = await browser.call<Special>("Activity/Special", { id: s.activityId });
    expect(page.data.steps[0].tasks[0]).toMatchObject({ isFinish: 1, isDraw: 1 });
    expect(page.data.steps[0].tasks[1]).toMatchObject({ isFinish: 0, isDraw: 0 });
  });

  test("medal levels are claimed as they are reached, each paid once", async () => {
    const s = await createSpecial(srv.deps.db, 3);
    const { browser, userId } = await learner();
    const draw = () => browser.call("Activity/DrawUserMedal", { activityId: s.activityId, stepId: s.stepId });
    expect(await draw()).toMatchObject({ code: 1, data: "没有需要领取项" });
    await browser.call("Activity/GoFinishTask", { taskId: s.tasks[0].id });
    expect(await draw()).toMatchObject({ code: 0, msg: "领取成功", data: { levels: [1] } });
    expect(await draw()).toMatchObject({ code: 1, data: "没有需要领取项" });
    for (const t of s.tasks.slice(1)) await browser.call("Activity/GoFinishTask", { taskId: t.id });
    expect(await draw()).toMatchObject({ code: 0, data: { levels: [2] } });
    expect(await readBalance(srv.deps.db, userId)).toBe(70);

    const mine = await browser.call<{ list: { level: number; userId: number }[]; isShare: number }>("my/getmedal", { id: s.medalId });
    expect(mine.data.list.map((l) => l.userId)).toEqual([userId, userId]);
    expect(mine.data.isShare).toBe(1);
  });

  test("a step of another activity, or an unknown task, fails with a message", async () => {
    const s = await createSpecial(srv.deps.db);
    const other = await createSpecial(srv.deps.db);
    const { browser } = await learner();
    expect(await browser.call("Activity/DrawUserMedal", { activityId: other.activityId, stepId: s.stepId })).toMatchObject({
      code: 1,
      msg: "勋章不存在",
    });
    expect(await browser.call("Activity/GoFinishTask", { taskId: 999999 })).toMatchObject({ code: 1, msg: "任务不存在" });
  });

  test("10 concurrent claims of one medal and of one score award each once", async () => {
    const s = await createSpecial(srv.deps.db, 1);
    const { browser, userId } = await learner();
    await browser.call("Activity/GoFinishTask", { taskId: s.tasks[0].id });
    const medalClaims = await Promise.all(
      Array.from({ length: 10 }, () => browser.call("Activity/DrawUserMedal", { activityId: s.activityId, stepId: s.stepId })),
    );
    const scoreClaims = await Promise.all(
      Array.from({ length: 10 }, () => browser.call("Activity/DrawUserScore", { taskId: s.tasks[0].id })),
    );
    for (const claims of [medalClaims, scoreClaims]) {
      expect(claims.filter((c) => c.code === 0)).toHaveLength(1);
      expect(claims.filter((c) => c.code !== 0).every((c) => c.data === "没有需要领取项")).toBe(true);
    }
    // Level 1 (20) and level 2 (50) are both reached with one task, plus the task's 10.
    expect(await readBalance(srv.deps.db, userId)).toBe(80);
    const [{ count }] = await rows<{ count: number }>(
      srv.deps.db,
      `select count(*)::int as count from user_medals where user_id = ${userId}`,
    );
    expect(count).toBe(2);
  });

  test("another person sees the levels unearned (userId 0) and may not share", async () => {
    const s = await createSpecial(srv.deps.db, 1);
    const first = await learner();
    await first.browser.call("Activity/GoFinishTask", { taskId: s.tasks[0].id });
    await first.browser.call("Activity/DrawUserMedal", { activityId: s.activityId, stepId: s.stepId });
    const { browser } = await learner();
    const page = await browser.call<Special>("Activity/Special", { id: s.activityId });
    expect(page.data.isShare).toBe(1);
    expect(page.data.steps[0].medal.medal.whereType).toBe(7);
    expect(page.data.steps[0].medal.list.map((l) => l.userId)).toEqual([0, 0]);
    expect((await browser.call<{ isShare: number }>("my/getmedal", { id: s.medalId })).data.isShare).toBe(0);
  });
});

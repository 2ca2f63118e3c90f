import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { TASK_VISIT_MSG, TASK_VISIT_SECONDS } from "@/api/contract/task-visit";
import { examRegistrations } from "@/db/schema/certification/exams";
import { signIn, testClient } from "@/tests/support/client";
import { makeExam, registrationValues } from "@/tests/support/factories";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { rows } from "@/tests/support/sql";
import { readBalance } from "../../points/service";
import { makeTraining } from "../../training/tests/helpers";
import { visitToken } from "../task-visit";
import { createSpecial, ONE_QUESTION, visitTask } from "./fixtures";

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
  const visit = (taskId: number) => visitTask(srv, browser, me.data.id, taskId);
  return { browser, userId: me.data.id, visit };
}

type Special = {
  isShare: number;
  hasSignUp: number;
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

  test("a visit task's score before the visit fails; its page open long enough finishes it, claimed once, then nothing to claim", async () => {
    const s = await createSpecial(srv.deps.db);
    const { browser, userId, visit } = await learner();
    const taskId = s.tasks[0].id;
    expect(await browser.call("Activity/DrawUserScore", { taskId })).toMatchObject({ code: 1, msg: "请先完成任务" });
    // Going there is not the visit: the page it opens carries the person's visit, and nothing is finished yet.
    const go = await browser.call<{ url: string }>("Activity/GoFinishTask", { taskId });
    expect(go).toMatchObject({
      code: 0,
      data: { url: expect.stringMatching(/^\/Learning\/List\?isLive=1&t=0&visitTask=\d+\.\d+\.[\w-]+$/) },
    });
    expect(await browser.call("Activity/DrawUserScore", { taskId })).toMatchObject({ code: 1, msg: "请先完成任务" });
    expect(await visit(taskId)).toMatchObject({ code: 0, msg: TASK_VISIT_MSG.finished, data: { taskId } });
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

  test("a visit reported too soon, someone else's, forged, stale or of another kind of task finishes nothing", async () => {
    const s = await createSpecial(srv.deps.db, [{}, { kind: "signup" }]);
    const me = await learner();
    const other = await learner();
    const [visitTaskRow, signupTask] = s.tasks;
    const secret = srv.deps.env.appSecret;
    const finish = (token: string) => me.browser.call("Activity/FinishVisit", { token });
    const go = await me.browser.call<{ url: string }>("Activity/GoFinishTask", { taskId: visitTaskRow.id });
    const fresh = new URL(go.data.url, srv.url).searchParams.get("visitTask")!;
    expect(await finish(fresh)).toMatchObject({ code: 1, msg: TASK_VISIT_MSG.tooSoon });
    const open = Date.now() - TASK_VISIT_SECONDS * 1000;
    expect(await other.browser.call("Activity/FinishVisit", { token: visitToken(secret, me.userId, visitTaskRow.id, open) })).toMatchObject(
      {
        code: 1,
        msg: TASK_VISIT_MSG.invalid,
      },
    );
    expect(await finish(visitToken("another-secret", me.userId, visitTaskRow.id, open))).toMatchObject({ msg: TASK_VISIT_MSG.invalid });
    expect(await finish(`${visitTaskRow.id}.${open}.x`)).toMatchObject({ msg: TASK_VISIT_MSG.invalid });
    expect(await finish(visitToken(secret, me.userId, visitTaskRow.id, Date.now() - 2 * 86_400_000))).toMatchObject({
      msg: TASK_VISIT_MSG.expired,
    });
    expect(await finish(visitToken(secret, me.userId, signupTask.id, open))).toMatchObject({ msg: TASK_VISIT_MSG.invalid });
    expect(await me.browser.call("Activity/DrawUserScore", { taskId: visitTaskRow.id })).toMatchObject({ code: 1, msg: "请先完成任务" });
    expect(await readBalance(srv.deps.db, me.userId)).toBe(0);
  });

  test("medal levels are claimed as visit tasks are done, each paid once", async () => {
    const s = await createSpecial(srv.deps.db, 3);
    const { browser, userId, visit } = await learner();
    const draw = () => browser.call("Activity/DrawUserMedal", { activityId: s.activityId, stepId: s.stepId });
    expect(await draw()).toMatchObject({ code: 1, data: "没有需要领取项" });
    await visit(s.tasks[0].id);
    expect(await draw()).toMatchObject({ code: 0, msg: "领取成功", data: { levels: [1] } });
    expect(await draw()).toMatchObject({ code: 1, data: "没有需要领取项" });
    for (const t of s.tasks.slice(1)) await visit(t.id);
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
    const { browser, userId, visit } = await learner();
    await visit(s.tasks[0].id);
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
    await first.visit(s.tasks[0].id);
    await first.browser.call("Activity/DrawUserMedal", { activityId: s.activityId, stepId: s.stepId });
    const { browser } = await learner();
    const page = await browser.call<Special>("Activity/Special", { id: s.activityId });
    expect(page.data.isShare).toBe(1);
    expect(page.data.steps[0].medal.medal.whereType).toBe(7);
    expect(page.data.steps[0].medal.list.map((l) => l.userId)).toEqual([0, 0]);
    expect((await browser.call<{ isShare: number }>("my/getmedal", { id: s.medalId })).data.isShare).toBe(0);
  });
});

async function medalCount(userId: number) {
  const [{ count }] = await rows<{ count: number }>(
    srv.deps.db,
    `select count(*)::int as count from user_medals where user_id = ${userId}`,
  );
  return count;
}

const mustSignUp = { code: 1, msg: "请先报名该活动" };
const notDone = { code: 1, msg: "请先完成任务" };
const claimed = { code: 0, msg: "领取成功", data: { score: 10 } };

describe("a task is finished only on evidence the server holds", () => {
  test("where the activity has a sign-up form, a learner who has not signed up finishes and claims nothing; signed up, the visit counts", async () => {
    const s = await createSpecial(srv.deps.db, 1, { surveyQuestions: ONE_QUESTION });
    const { browser, userId, visit } = await learner();
    const task = { taskId: s.tasks[0].id };
    const medal = { activityId: s.activityId, stepId: s.stepId };
    expect(await browser.call("Activity/GoFinishTask", task)).toMatchObject(mustSignUp);
    expect(await browser.call("Activity/DrawUserScore", task)).toMatchObject(mustSignUp);
    expect(await browser.call("Activity/DrawUserMedal", medal)).toMatchObject(mustSignUp);
    const page = await browser.call<Special>("Activity/Special", { id: s.activityId });
    expect(page.data.hasSignUp).toBe(1);
    expect(page.data.steps[0].tasks[0]).toMatchObject({ isFinish: 0, isDraw: 0 });
    expect(await readBalance(srv.deps.db, userId)).toBe(0);

    expect(await browser.call("Activity/ActivitySign", { activityId: s.activityId, agree: true })).toMatchObject({ code: 0 });
    expect(await visit(task.taskId)).toMatchObject({ code: 0 });
    expect(await browser.call("Activity/DrawUserScore", task)).toMatchObject(claimed);
    expect(await browser.call("Activity/DrawUserMedal", medal)).toMatchObject({ code: 0, data: { levels: [1, 2] } });
    expect(await readBalance(srv.deps.db, userId)).toBe(80);
  });

  test("a sign-up under review or turned down holds the tasks back with its own message", async () => {
    const s = await createSpecial(srv.deps.db, 1, { needApprove: 1 });
    const { browser, visit } = await learner();
    const task = { taskId: s.tasks[0].id };
    expect(await browser.call("Activity/ActivitySign", { activityId: s.activityId, agree: true })).toMatchObject({ data: { isAp: 1 } });
    expect(await browser.call("Activity/GoFinishTask", task)).toMatchObject({ code: 1, msg: "您的报名正在审核中，审核通过后即可参与" });
    await rows(srv.deps.db, `update activity_signups set audit = 2 where activity_id = ${s.activityId}`);
    expect(await browser.call("Activity/DrawUserScore", task)).toMatchObject({ code: 1, msg: "您的报名未通过审核" });
    await rows(srv.deps.db, `update activity_signups set audit = 1 where activity_id = ${s.activityId}`);
    expect(await visit(task.taskId)).toMatchObject({ code: 0 });
    expect(await browser.call("Activity/DrawUserScore", task)).toMatchObject(claimed);
  });

  test("clicking every sign-up, live and exam task and claiming every score and the medal, without doing them, pays nothing", async () => {
    const session = await makeTraining(srv.deps.db, { joinUrl: "https://live.example.com/room/farm" });
    const exam = await makeExam(srv.deps.db);
    const s = await createSpecial(srv.deps.db, [
      { kind: "signup" },
      { kind: "live", trainingId: session.id },
      { kind: "exam", examId: exam.id },
    ]);
    const { browser, userId } = await learner();
    for (const t of s.tasks) {
      expect(await browser.call("Activity/GoFinishTask", { taskId: t.id })).toMatchObject({ code: 0, data: { url: t.url } });
      expect(await browser.call("Activity/DrawUserScore", { taskId: t.id })).toMatchObject(notDone);
    }
    expect(await browser.call("Activity/DrawUserMedal", { activityId: s.activityId, stepId: s.stepId })).toMatchObject({
      code: 1,
      data: "没有需要领取项",
    });
    const page = await browser.call<Special>("Activity/Special", { id: s.activityId });
    expect(page.data.steps[0].tasks.map((t) => t.isFinish)).toEqual([0, 0, 0]);
    expect(await readBalance(srv.deps.db, userId)).toBe(0);
    expect(await medalCount(userId)).toBe(0);
  });

  test("a sign-up task is claimable once the person has signed up for the activity", async () => {
    const s = await createSpecial(srv.deps.db, [{ kind: "signup" }]);
    const { browser, userId } = await learner();
    const task = { taskId: s.tasks[0].id };
    expect(await browser.call("Activity/DrawUserScore", task)).toMatchObject(notDone);
    await browser.call("Activity/ActivitySign", { activityId: s.activityId, agree: true });
    const page = await browser.call<Special>("Activity/Special", { id: s.activityId });
    expect(page.data.steps[0].tasks[0]).toMatchObject({ isFinish: 1, isDraw: 0 });
    expect(await browser.call("Activity/DrawUserScore", task)).toMatchObject(claimed);
    expect(await browser.call("Activity/DrawUserScore", task)).toMatchObject({ code: 1, data: "没有需要领取项" });
    expect(await readBalance(srv.deps.db, userId)).toBe(10);
  });

  test("a live task is claimable once the person entered that session's room; signing up for it or entering another is not enough", async () => {
    const session = await makeTraining(srv.deps.db, { joinUrl: "https://live.example.com/room/a" });
    const other = await makeTraining(srv.deps.db, { joinUrl: "https://live.example.com/room/b" });
    const s = await createSpecial(srv.deps.db, [{ kind: "live", trainingId: session.id }]);
    const { browser } = await learner();
    const task = { taskId: s.tasks[0].id };
    for (const t of [session, other]) expect(await browser.call(`training/apply?id=${t.strId}`)).toMatchObject({ code: 0 });
    expect(await browser.call("training/Live", { strId: other.strId })).toMatchObject({ code: 0 });
    expect(await browser.call("Activity/DrawUserScore", task)).toMatchObject(notDone);
    expect(await browser.call("training/Live", { strId: session.strId })).toMatchObject({ code: 0 });
    expect(await browser.call("Activity/DrawUserScore", task)).toMatchObject(claimed);
  });

  test("an exam task is claimable once an attempt at that exam passed; a failed one does not count", async () => {
    const exam = await makeExam(srv.deps.db);
    const s = await createSpecial(srv.deps.db, [{ kind: "exam", examId: exam.id }]);
    const { browser, userId } = await learner();
    const task = { taskId: s.tasks[0].id };
    await srv.deps.db.insert(examRegistrations).values(registrationValues(userId, exam.id, { status: "failed", score: 40 }));
    expect(await browser.call("Activity/DrawUserScore", task)).toMatchObject(notDone);
    await srv.deps.db.insert(examRegistrations).values(registrationValues(userId, exam.id, { status: "passed", score: 80 }));
    expect(await browser.call("Activity/DrawUserScore", task)).toMatchObject(claimed);
    expect(await browser.call("Activity/DrawUserMedal", { activityId: s.activityId, stepId: s.stepId })).toMatchObject({
      code: 0,
      data: { levels: [1, 2] },
    });
  });
});

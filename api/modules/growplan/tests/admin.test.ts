import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { type AdminBrowser, auditRows, listQuery as q, signedInAs, signedInOperator } from "@/api/admin/tests/support";
import type { PlanList } from "@/api/contract/growplan";
import { growPlans } from "@/db/schema/growplan";
import { seedInterest } from "@/db/seed/interest";
import { silentLog } from "@/db/seed/progress";
import { signIn, testClient } from "@/tests/support/client";
import { makeExam } from "@/tests/support/factories";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { makeTraining } from "../../training/tests/helpers";
import { makeCourse, optionId } from "./fixtures";

let srv: TestServer;
let op: AdminBrowser;

beforeAll(async () => {
  srv = await startTestServer();
  await seedInterest(srv.deps.db, silentLog);
  op = await signedInOperator(srv.deps.db, srv.url, "13900000061", "运营庚");
}, 60_000);
afterAll(() => srv.stop());

describe("growth plans in the back office", () => {
  test("only operators read or write them", async () => {
    const person = await signedInAs(srv.deps.db, srv.url, "13900000062", { roles: ["person"] });
    const hr = await signedInAs(srv.deps.db, srv.url, "13900000063", { roles: ["person", "enterprise"] });
    // A plain person has no back office at all (401); an enterprise has one, without growth plans (403).
    for (const [browser, status] of [
      [person, 401],
      [hr, 403],
    ] as const) {
      for (const path of ["/grow-plans", "/grow-plan-steps", "/grow-plan-tasks", "/grow-plan-courses"]) {
        expect((await browser.get(path)).status).toBe(status);
      }
      expect((await browser.post("/grow-plans", { name: "越权计划" })).status).toBe(status);
    }
    expect(await srv.deps.db.select().from(growPlans)).toEqual([]);
  });

  test("a plan for two posts with stages and tasks, built from the plan page, is what a learner who chooses one of them gets", async () => {
    const db = srv.deps.db;
    const optimizer = await optionId(db, 2, "广告优化师");
    const media = await optionId(db, 2, "新媒体运营");
    const stage = await optionId(db, 4, "初级（1-3年）");
    const industry = await optionId(db, 3, "游戏");
    const course = await makeCourse(db, "信息流投放入门");
    const training = await makeTraining(db, { title: "投放实战直播" });
    const exam = await makeExam(db, { name: "投放认证" });

    const plan = await op.post("/grow-plans", {
      name: " 投放成长计划 ",
      postIds: [optimizer, media, media],
      isSpecial: false,
      published: true,
    });
    expect(plan).toMatchObject({
      status: 201,
      json: { name: "投放成长计划", postIds: [optimizer, media], stageIds: [], industryIds: [], isSpecial: false, published: true },
    });
    const step = await op.post("/grow-plan-steps", { planId: plan.json.id, title: "第一阶段", sort: 1 });
    expect(step.status).toBe(201);
    const tasks = [
      { kind: "course", courseId: course.id, title: "学习课程" },
      { kind: "live", trainingId: training!.id, title: "观看直播" },
      { kind: "exam", examId: exam.id, title: "通过考试", courseId: course.id },
    ];
    for (const [i, t] of tasks.entries()) {
      const made = await op.post("/grow-plan-tasks", { stepId: step.json.id, sort: i, ...t });
      expect(made.status).toBe(201);
    }
    // A task keeps only the target its kind names.
    const listed = await op.get(`/grow-plan-tasks${q({ filter: { stepId: step.json.id }, sort: ["sort", "ASC"] })}`);
    expect(
      listed.json.map((t: { kind: string; courseId: number | null; examId: number | null }) => [t.kind, t.courseId, t.examId]),
    ).toEqual([
      ["course", course.id, null],
      ["live", null, null],
      ["exam", null, exam.id],
    ]);
    expect((await op.get(`/grow-plan-courses${q({ filter: { q: "信息流" } })}`)).json).toEqual([
      { id: course.id, title: "信息流投放入门", strId: course.strId },
    ]);

    const learner = testClient(srv.url, { ip: "10.8.0.1" });
    await signIn(learner, srv.url, "13700000011");
    expect((await learner.call("GrowPlan/Start", { post: media, stage, industry })).code).toBe(0);
    const list = (await learner.call<PlanList>("GrowPlan/PlanList", {})).data;
    expect(list.plan.name).toBe("投放成长计划");
    expect(list.list[0]!.tasks.map((t) => t.title)).toEqual(["学习课程", "观看直播", "通过考试"]);

    expect(await op.del(`/grow-plans/${plan.json.id}`)).toMatchObject({
      status: 409,
      json: { message: "已有 1 人选择该计划，不能删除，可取消发布" },
    });
    expect((await auditRows(db, "grow-plans", plan.json.id)).map((r) => r.action)).toEqual(["create"]);
  });

  test("bad input answers the field's message and writes nothing", async () => {
    const db = srv.deps.db;
    const stage = await optionId(db, 4, "初级（1-3年）");
    const cases: [string, Record<string, unknown>, string, string][] = [
      ["/grow-plans", { name: " " }, "请输入计划名称", "name"],
      ["/grow-plans", { name: "计划", postIds: [stage] }, "适用岗位须为兴趣问卷“岗位”的选项", "postIds"],
      ["/grow-plans", { name: "计划", stageIds: [999_999] }, "适用成长阶段须为兴趣问卷“成长阶段”的选项", "stageIds"],
      ["/grow-plans", { name: "计划", industryIds: "3" }, "请选择适用行业", "industryIds"],
      ["/grow-plan-steps", { planId: 0, title: "阶段" }, "请选择成长计划", "planId"],
      ["/grow-plan-tasks", { stepId: 1, title: "任务", kind: "visit" }, "请选择任务类型", "kind"],
      ["/grow-plan-tasks", { stepId: 1, title: "任务", kind: "course" }, "请选择课程", "courseId"],
      ["/grow-plan-tasks", { stepId: 1, title: "任务", kind: "live", trainingId: "x" }, "请选择直播课程", "trainingId"],
      ["/grow-plan-tasks", { stepId: 1, title: "任务", kind: "exam" }, "请选择考试", "examId"],
    ];
    const before = (await db.select().from(growPlans)).length;
    for (const [path, body, message, field] of cases) {
      expect({ path, body, ...(await op.post(path, body)) }).toMatchObject({ path, body, status: 400, json: { message, field } });
    }
    expect((await db.select().from(growPlans)).length).toBe(before);
  });
});

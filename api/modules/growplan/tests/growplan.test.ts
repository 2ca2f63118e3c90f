import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { beijingMonth } from "@/api/contract/beijing-time";
import type { PlanList } from "@/api/contract/growplan";
import { users } from "@/db/schema/account/users";
import { examRegistrations } from "@/db/schema/certification/exams";
import { courseEnrollments, studyDays } from "@/db/schema/course";
import { growPlanChoices } from "@/db/schema/growplan";
import { trainingAttends, trainingVisits } from "@/db/schema/training";
import { seedInterest } from "@/db/seed/interest";
import { silentLog } from "@/db/seed/progress";
import { signIn, type TestClient, testClient } from "@/tests/support/client";
import { registrationValues } from "@/tests/support/factories";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { makeCourse, makePlan, optionId } from "./fixtures";

let srv: TestServer;
let opt: { optimizer: number; media: number; sales: number; newbie: number; ecommerce: number; otherPost: number };
let postsPlan: Awaited<ReturnType<typeof makePlan>>;
let generalPlan: Awaited<ReturnType<typeof makePlan>>;
let specialPlan: Awaited<ReturnType<typeof makePlan>>;

beforeAll(async () => {
  srv = await startTestServer();
  const db = srv.deps.db;
  await seedInterest(db, silentLog);
  opt = {
    optimizer: await optionId(db, 2, "广告优化师"),
    media: await optionId(db, 2, "新媒体运营"),
    sales: await optionId(db, 2, "销售/商务"),
    otherPost: await optionId(db, 2, "其他"),
    newbie: await optionId(db, 4, "入门新手（1年以内）"),
    ecommerce: await optionId(db, 3, "电商零售"),
  };
  generalPlan = await makePlan(db, "通用计划", []);
  postsPlan = await makePlan(db, "两岗计划", [opt.optimizer, opt.media]);
  specialPlan = await makePlan(db, "专项计划", [], { isSpecial: 1 });
}, 60_000);
afterAll(() => srv.stop());

let ip = 1;
async function learner(mobile: string) {
  const client = testClient(srv.url, { ip: `10.7.0.${ip++}` });
  expect((await signIn(client, srv.url, mobile)).code).toBe(0);
  const [user] = await srv.deps.db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile));
  return { client, id: user!.id };
}

const choices = () => srv.deps.db.select().from(growPlanChoices);
const planList = async (client: TestClient, payload: Record<string, unknown> = {}) => client.call<PlanList>("GrowPlan/PlanList", payload);
const statuses = (list: PlanList) => list.list.flatMap((s) => s.tasks.map((t) => `${t.title}:${t.statusText}`));

describe("GrowPlan/Start", () => {
  test("a visitor is asked to sign in; nothing is written", async () => {
    const env = await testClient(srv.url).call("GrowPlan/Start", { post: opt.optimizer, stage: opt.newbie, industry: opt.ecommerce });
    expect(env.code).toBe(1503);
    expect(await choices()).toEqual([]);
  });

  test("each missing or wrong field answers the spec's message and names it; nothing is written", async () => {
    const { client } = await learner("13700000001");
    const full = { post: opt.optimizer, customPost: "", stage: opt.newbie, industry: opt.ecommerce };
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, "请选中岗位", "post"],
      [{ ...full, post: "" }, "请选中岗位", "post"],
      [{ ...full, post: { id: 1 } }, "请选中岗位", "post"],
      [{ ...full, post: "abc" }, "请选中岗位", "post"],
      [{ ...full, stage: undefined }, "请选中成长阶段", "stage"],
      [{ ...full, stage: "x" }, "请选中成长阶段", "stage"],
      [{ ...full, industry: 0 }, "请选中行业", "industry"],
      [{ ...full, industry: [3] }, "请选中行业", "industry"],
      [{ ...full, post: "custom", customPost: "  " }, "请填写岗位", "customPost"],
      [{ ...full, post: "custom", customPost: 12 }, "请填写岗位", "customPost"],
      [{ ...full, post: "custom", customPost: "字".repeat(21) }, "岗位不能超过20个字", "customPost"],
      // Ids of no option, or of another category's option.
      [{ ...full, post: 999_999 }, "请选中岗位", "post"],
      [{ ...full, post: opt.newbie }, "请选中岗位", "post"],
      [{ ...full, stage: opt.ecommerce }, "请选中成长阶段", "stage"],
      [{ ...full, industry: opt.optimizer }, "请选中行业", "industry"],
    ];
    for (const [payload, msg, field] of cases) {
      const env = await client.call("GrowPlan/Start", payload);
      expect({ payload, code: env.code, msg: env.msg, field: (env.data as { field?: string } | null)?.field }).toEqual({
        payload,
        code: 1,
        msg,
        field,
      });
    }
    expect(await choices()).toEqual([]);
  });

  test("a post the two-post plan serves gets it; another post, or a custom one, the general plan; starting again replaces the choice", async () => {
    const { client, id } = await learner("13700000002");
    const start = (post: unknown, customPost = "") =>
      client.call<{ planId: number }>("GrowPlan/Start", { post, customPost, stage: String(opt.newbie), industry: opt.ecommerce });
    expect((await start(opt.media)).data.planId).toBe(postsPlan.plan.id);
    expect((await start(String(opt.sales))).data.planId).toBe(generalPlan.plan.id);
    expect((await start("custom", " 投放主管 ")).data.planId).toBe(generalPlan.plan.id);
    const mine = (await choices()).filter((c) => c.userId === id);
    expect(mine).toMatchObject([{ postId: null, customPost: "投放主管", stageId: opt.newbie, planId: generalPlan.plan.id }]);
    const list = (await planList(client)).data;
    expect(list.contentModel).toMatchObject({ post: "投放主管", stage: "入门新手（1年以内）", industry: "电商零售" });
    // The survey's own 其他 post is just an option; a special plan is never matched by a choice.
    expect((await start(opt.otherPost)).data.planId).toBe(generalPlan.plan.id);
  });

  test("a spec client's names (postid, postval, posteid, stageval, industryid, industryval) start a plan unchanged", async () => {
    const { client, id } = await learner("13700000012");
    const spec = {
      postval: "媒介",
      posteid: opt.newbie,
      stageval: "入门新手（1年以内）",
      industryid: opt.ecommerce,
      industryval: "电商零售",
    };
    const chosen = await client.call<{ planId: number }>("GrowPlan/Start", { ...spec, postid: opt.media });
    expect(chosen).toMatchObject({ code: 0, data: { planId: postsPlan.plan.id } });
    // No post id, its text beside: the person's own post.
    const written = await client.call<{ planId: number }>("GrowPlan/Start", { ...spec, postid: 0, postval: "直播运营" });
    expect(written).toMatchObject({ code: 0, data: { planId: generalPlan.plan.id } });
    expect((await choices()).filter((c) => c.userId === id)).toMatchObject([{ postId: null, customPost: "直播运营", stageId: opt.newbie }]);
    // A missing stage still names the field the spec's page shows it under.
    expect(await client.call("GrowPlan/Start", { ...spec, postid: opt.media, posteid: "" })).toMatchObject({
      code: 1,
      msg: "请选中成长阶段",
    });
  });
});

describe("GrowPlan/PlanList", () => {
  test("without a choice, the person is sent to /growplan/start", async () => {
    const { client } = await learner("13700000003");
    expect(await planList(client)).toMatchObject({ code: 302, msg: "请先选择您的成长计划", data: "/growplan/start" });
    expect(await planList(client, { planType: 9 })).toMatchObject({ code: 1, msg: "参数错误" });
  });

  test("stages and tasks in order, each with the person's status from courses, sign-ups, visits and exams", async () => {
    const db = srv.deps.db;
    const { client, id } = await learner("13700000004");
    await client.call("GrowPlan/Start", { post: opt.optimizer, stage: opt.newbie, industry: opt.ecommerce });
    const first = (await planList(client)).data;
    expect(first.plan).toMatchObject({ id: postsPlan.plan.id, name: "两岗计划", isSpecial: 0 });
    expect(first.contentModel).toMatchObject({ post: "广告优化师" });
    expect(first.list.map((s) => s.title)).toEqual(["第一阶段", "第二阶段"]);
    expect(first.list[0]!.tasks.map((t) => t.kind)).toEqual(["course", "live"]);
    expect(statuses(first)).toEqual(["学习课程:未开始", "观看直播:未报名", "通过考试:待考试"]);

    await db.insert(courseEnrollments).values({ userId: id, courseId: postsPlan.course.id, startedAt: new Date() });
    await db.insert(trainingAttends).values({ userId: id, trainingId: postsPlan.training.id, status: "signed" });
    expect(statuses((await planList(client)).data)).toEqual(["学习课程:学习中", "观看直播:已报名", "通过考试:待考试"]);

    await db.update(courseEnrollments).set({ finishedAt: new Date() }).where(eq(courseEnrollments.userId, id));
    await db.insert(trainingVisits).values({ userId: id, trainingId: postsPlan.training.id, kind: "live" });
    await db.insert(examRegistrations).values(registrationValues(id, postsPlan.exam.id, { status: "passed" }));
    const done = (await planList(client)).data;
    expect(done.list.flatMap((s) => s.tasks.map((t) => t.status))).toEqual([2, 2, 2]);
    expect(statuses(done)).toEqual(["学习课程:已完成", "观看直播:已参加", "通过考试:已通过"]);

    // planType keeps one kind: 3 exams.
    expect(statuses((await planList(client, { planType: "3" })).data)).toEqual(["通过考试:已通过"]);
  });

  test("a special plan opens by its id; another person's plan or an unknown id does not", async () => {
    const { client } = await learner("13700000005");
    const special = (await planList(client, { planId: specialPlan.plan.id, isSpecial: 1 })).data;
    expect(special).toMatchObject({ plan: { name: "专项计划", isSpecial: 1 }, contentModel: null });
    await client.call("GrowPlan/Start", { post: opt.sales, stage: opt.newbie, industry: opt.ecommerce });
    for (const payload of [
      { planId: postsPlan.plan.id, isSpecial: 1 },
      { planId: postsPlan.plan.id },
      { planId: 999_999, isSpecial: "1" },
    ]) {
      expect(await planList(client, payload)).toMatchObject({ code: 1, msg: "成长计划不存在" });
    }
    expect(await planList(client, { planId: -1 })).toMatchObject({ code: 1, msg: "成长计划不存在" });
    expect(await planList(client, { isSpecial: 2 })).toMatchObject({ code: 1, msg: "参数错误" });
  });
});

describe("GrowPlan/GetUserTaskStatus and SpecialExam3", () => {
  test("each task's url: the course page, the session page, the exam's registration; unknown ids fail", async () => {
    const { client } = await learner("13700000006");
    const [course, live, exam] = postsPlan.tasks;
    const url = async (taskId: unknown) => client.call<{ url: string; status: number }>("GrowPlan/GetUserTaskStatus", { taskId });
    expect((await url(course!.id)).data).toEqual({ url: `/MoocTraining/Detail/${postsPlan.course.strId}`, status: 0 });
    expect((await url(String(live!.id))).data.url).toBe(`/Training/Detail/${postsPlan.training.strId}`);
    expect((await url(exam!.id)).data.url).toBe(`/certification/add/${postsPlan.exam.id}`);
    for (const bad of [999_999, 0]) expect(await url(bad)).toMatchObject({ code: 1, msg: "任务不存在" });
    for (const bad of ["x", null, 1.5]) expect(await url(bad)).toMatchObject({ code: 1, msg: "参数格式错误", data: { field: "taskId" } });
  });

  test("the plan's exam tasks, with passed", async () => {
    const { client } = await learner("13700000007");
    await client.call("GrowPlan/Start", { post: opt.media, stage: opt.newbie, industry: opt.ecommerce });
    const env = await client.call<{ list: unknown[] }>("GrowPlan/SpecialExam3", {});
    expect(env.data.list).toEqual([
      {
        taskId: postsPlan.tasks[2]!.id,
        title: "通过考试",
        examId: postsPlan.exam.id,
        passed: 0,
        url: `/certification/add/${postsPlan.exam.id}`,
      },
    ]);
    const special = await client.call<{ list: { examId: number }[] }>("GrowPlan/SpecialExam3", { planId: specialPlan.plan.id });
    expect(special.data.list.map((e) => e.examId)).toEqual([specialPlan.exam.id]);
  });
});

describe("GrowPlan/LearnRecord", () => {
  test("study time per day and course, newest first, a month at a time, paged; bad months fail", async () => {
    const db = srv.deps.db;
    const { client, id } = await learner("13700000008");
    const other = await makeCourse(db, "数据分析与归因");
    await db.insert(studyDays).values([
      { userId: id, day: "2026-03-02", courseId: postsPlan.course.id, seconds: 600 },
      { userId: id, day: "2026-03-02", courseId: other.id, seconds: 90 },
      { userId: id, day: "2026-03-05", courseId: other.id, seconds: 1200 },
      { userId: id, day: "2026-02-27", courseId: other.id, seconds: 300 },
      { userId: id, day: "2026-03-06", courseId: other.id, seconds: 0 },
    ]);
    type Rec = {
      list: { day: string; title: string; seconds: number }[];
      pager: { totalRecord: number; totalPage: number };
      totalSeconds: number;
    };
    const record = (payload: Record<string, unknown>) => client.call<Rec>("GrowPlan/LearnRecord", payload);
    const march = (await record({ month: "2026-03" })).data;
    expect(march.list.map((r) => `${r.day} ${r.title} ${r.seconds}`)).toEqual([
      "2026-03-05 数据分析与归因 1200",
      "2026-03-02 两岗计划课程 600",
      "2026-03-02 数据分析与归因 90",
    ]);
    expect(march).toMatchObject({ pager: { totalRecord: 3, totalPage: 1 }, totalSeconds: 1890 });
    const second = (await record({ currentPage: 2, pageSize: 3 })).data;
    expect(second.list.map((r) => r.day)).toEqual(["2026-02-27"]);
    expect(second.pager).toMatchObject({ totalRecord: 4, totalPage: 2 });
    expect((await record({ month: "2021-09" })).data.list).toEqual([]);

    const [y, m] = beijingMonth(new Date()).split("-").map(Number);
    const future = m === 12 ? `${y! + 1}-01` : `${y}-${String(m! + 1).padStart(2, "0")}`;
    for (const month of ["2021-08", "2026-13", "2026-3", future, 202603]) {
      expect(await record({ month })).toMatchObject({ code: 1, msg: "请选择2021年9月至今的月份" });
    }
    expect(await record({ currentPage: 0 })).toMatchObject({ code: 1, msg: "页码错误" });
    expect((await testClient(srv.url).call("GrowPlan/LearnRecord", {})).code).toBe(1503);
  });
});

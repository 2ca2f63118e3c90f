import { afterAll, beforeAll, expect, test } from "bun:test";
import type { PlanList } from "@/api/contract/growplan";
import { growPlans } from "@/db/schema/growplan";
import { seedCertification } from "@/db/seed/certification";
import { seedGrowPlans } from "@/db/seed/growplan";
import { seedInterest } from "@/db/seed/interest";
import { silentLog } from "@/db/seed/progress";
import { seedTrainings } from "@/db/seed/training";
import { signIn, testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { makeCourse, optionId } from "./fixtures";

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
  // The plans serve survey posts and name demo sessions, exams and (here, made first) courses.
  await seedInterest(srv.deps.db, silentLog);
  await seedTrainings(srv.deps.db, srv.deps.storage, silentLog);
  await seedCertification(srv.deps.db, srv.deps.storage, silentLog);
  for (const title of ["营销基础入门", "投放优化进阶", "数据分析与归因"]) await makeCourse(srv.deps.db, title);
  await seedGrowPlans(srv.deps.db, silentLog);
}, 60_000);
afterAll(() => srv.stop());

test("demo data: a plan for 广告优化师 and 新媒体运营 in three stages of courses, sessions and exams, a general plan and a special plan; a second run adds nothing", async () => {
  const db = srv.deps.db;
  await seedGrowPlans(db, silentLog);
  const plans = await db.select().from(growPlans);
  expect(plans.map((p) => [p.name, p.isSpecial])).toEqual([
    ["数字营销通用成长计划", 0],
    ["广告优化师与新媒体运营成长计划", 0],
    ["巨量引擎认证备考专项计划", 1],
  ]);

  const learner = testClient(srv.url);
  await signIn(learner, srv.url, "13700000021");
  const stage = await optionId(db, 4, "资深（5年以上）");
  const industry = await optionId(db, 3, "金融");
  const start = (post: number) => learner.call("GrowPlan/Start", { post, stage, industry });
  expect((await start(await optionId(db, 2, "新媒体运营"))).code).toBe(0);
  const plan = (await learner.call<PlanList>("GrowPlan/PlanList", {})).data;
  expect(plan.plan.name).toBe("广告优化师与新媒体运营成长计划");
  expect(plan.list.map((s) => s.title)).toEqual(["第一阶段：打好基础", "第二阶段：进阶实战", "第三阶段：专业认证"]);
  expect(plan.list.map((s) => s.tasks.map((t) => t.kind))).toEqual([
    ["course", "live", "live"],
    ["course", "live", "exam"],
    ["course", "exam"],
  ]);
  expect((await start(await optionId(db, 2, "数据分析"))).code).toBe(0);
  expect((await learner.call<PlanList>("GrowPlan/PlanList", {})).data.plan.name).toBe("数字营销通用成长计划");

  // The special plan opens by its id; its exams are SpecialExam3's.
  const special = plans[2]!.id;
  expect((await learner.call<PlanList>("GrowPlan/PlanList", { planId: special, isSpecial: 1 })).data.list).toHaveLength(2);
  const exams = await learner.call<{ list: { title: string }[] }>("GrowPlan/SpecialExam3", { planId: special });
  expect(exams.data.list.map((e) => e.title)).toEqual(["通过认证：巨量引擎营销认证（初级）", "通过认证：巨量引擎营销认证（中级）"]);
});

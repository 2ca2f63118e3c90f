import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { GrowTaskKind } from "@/api/contract/growplan";
import { exams } from "@/db/schema/certification/exams";
import { courses } from "@/db/schema/course";
import { growPlanSteps, growPlans, growPlanTasks } from "@/db/schema/growplan";
import { interestOptions } from "@/db/schema/interest";
import { trainings } from "@/db/schema/training";
import type { Db } from "../client";
import type { SeedLog } from "./progress";

const POSTS_PLAN = "广告优化师与新媒体运营成长计划";
const GENERAL_PLAN = "数字营销通用成长计划";
const SPECIAL_PLAN = "巨量引擎认证备考专项计划";
/** The interest survey's posts (category 2) the first plan serves. */
const PLAN_POSTS = ["广告优化师", "新媒体运营"];

type TaskSeed = { title: string; kind: GrowTaskKind; ref: string };
type StepSeed = { title: string; tasks: TaskSeed[] };

/** Courses are named by their place among the published courses (the course seed's, if it ran first). */
const POSTS_STEPS: StepSeed[] = [
  {
    title: "第一阶段：打好基础",
    tasks: [
      { title: "学习课程：营销基础入门", kind: "course", ref: "0" },
      { title: "观看直播：广告投放实战", kind: "live", ref: "demo-live-now" },
      { title: "观看回放：电商行业增长案例", kind: "live", ref: "demo-replay" },
    ],
  },
  {
    title: "第二阶段：进阶实战",
    tasks: [
      { title: "学习课程：投放优化进阶", kind: "course", ref: "1" },
      { title: "报名直播：新品功能解读", kind: "live", ref: "demo-upcoming" },
      { title: "通过认证：巨量引擎营销认证（初级）", kind: "exam", ref: "巨量引擎营销认证（初级）" },
    ],
  },
  {
    title: "第三阶段：专业认证",
    tasks: [
      { title: "学习课程：数据分析与归因", kind: "course", ref: "2" },
      { title: "通过认证：巨量引擎营销认证（中级）", kind: "exam", ref: "巨量引擎营销认证（中级）" },
    ],
  },
];

const GENERAL_STEPS: StepSeed[] = [
  {
    title: "第一阶段：了解数字营销",
    tasks: [
      { title: "学习课程：营销基础入门", kind: "course", ref: "0" },
      { title: "观看回放：电商行业增长案例", kind: "live", ref: "demo-replay" },
    ],
  },
  {
    title: "第二阶段：获得认证",
    tasks: [{ title: "通过认证：内容营销基础认证", kind: "exam", ref: "内容营销基础认证" }],
  },
];

/** A special plan (/growplan/special?id=): open to anyone by its link, never matched by a choice. */
const SPECIAL_STEPS: StepSeed[] = [
  {
    title: "备考：直播串讲",
    tasks: [{ title: "观看回放：电商行业增长案例", kind: "live", ref: "demo-replay" }],
  },
  {
    title: "考试：初级到中级",
    tasks: [
      { title: "通过认证：巨量引擎营销认证（初级）", kind: "exam", ref: "巨量引擎营销认证（初级）" },
      { title: "通过认证：巨量引擎营销认证（中级）", kind: "exam", ref: "巨量引擎营销认证（中级）" },
    ],
  },
];

/** The seeded sessions, exams and (any) courses the tasks name. */
async function targets(db: Db) {
  const steps = [...POSTS_STEPS, ...GENERAL_STEPS, ...SPECIAL_STEPS].flatMap((s) => s.tasks);
  const refs = (kind: GrowTaskKind) => steps.filter((t) => t.kind === kind).map((t) => t.ref);
  const lives = await db
    .select({ id: trainings.id, ref: trainings.strId })
    .from(trainings)
    .where(inArray(trainings.strId, refs("live")));
  const examRows = await db
    .select({ id: exams.id, ref: exams.name })
    .from(exams)
    .where(inArray(exams.name, refs("exam")));
  const courseRows = await db.select({ id: courses.id }).from(courses).where(eq(courses.published, 1)).orderBy(asc(courses.id)).limit(3);
  return {
    live: new Map(lives.map((r) => [r.ref, r.id])),
    exam: new Map(examRows.map((r) => [r.ref, r.id])),
    course: new Map(courseRows.map((r, i) => [String(i), r.id])),
  };
}

type Targets = Awaited<ReturnType<typeof targets>>;

/** A task's row, or null when what it names is not seeded (no courses yet): the plan is then shorter, never broken. */
function taskRow(t: TaskSeed, found: Targets, stepId: number, sort: number) {
  const id = found[t.kind].get(t.ref);
  if (id === undefined) return null;
  return {
    stepId,
    title: t.title,
    kind: t.kind,
    courseId: t.kind === "course" ? id : null,
    trainingId: t.kind === "live" ? id : null,
    examId: t.kind === "exam" ? id : null,
    sort,
  };
}

async function insertPlan(db: Db, plan: typeof growPlans.$inferInsert, steps: StepSeed[], found: Targets) {
  const [row] = await db.insert(growPlans).values(plan).returning({ id: growPlans.id });
  for (const [i, s] of steps.entries()) {
    const [step] = await db
      .insert(growPlanSteps)
      .values({ planId: row!.id, title: s.title, sort: (i + 1) * 10 })
      .returning({ id: growPlanSteps.id });
    const rows = s.tasks.flatMap((t, j) => taskRow(t, found, step!.id, (j + 1) * 10) ?? []);
    if (rows.length) await db.insert(growPlanTasks).values(rows);
  }
}

/**
 * Three growth plans: one for two posts (广告优化师, 新媒体运营) in three stages, a general one serving any choice
 * (custom posts included), and a special plan opened by its link. Runs last: its tasks name the demo sessions and exams, and the first published courses
 * if the course seed ran before it. Once: an operator's later edits stay.
 */
export async function seedGrowPlans(db: Db, log: SeedLog) {
  const [has] = await db
    .select({ id: growPlans.id })
    .from(growPlans)
    .where(inArray(growPlans.name, [POSTS_PLAN, GENERAL_PLAN, SPECIAL_PLAN]));
  if (has) return;
  const step = log.step("成长计划", 3);
  const found = await targets(db);
  const posts = await db
    .select({ id: interestOptions.id })
    .from(interestOptions)
    .where(and(eq(interestOptions.cateId, 2), isNull(interestOptions.parentId), inArray(interestOptions.title, PLAN_POSTS)));
  await insertPlan(db, { name: GENERAL_PLAN, summary: "从数字营销基础到第一张认证，适合各个岗位。" }, GENERAL_STEPS, found);
  step.tick();
  await insertPlan(
    db,
    {
      name: POSTS_PLAN,
      summary: "面向广告优化师与新媒体运营：从投放基础、直播实战到专业认证，三个阶段循序渐进。",
      postIds: posts.map((p) => p.id),
    },
    POSTS_STEPS,
    found,
  );
  step.tick();
  await insertPlan(db, { name: SPECIAL_PLAN, summary: "直播串讲加两级认证考试，备考一步到位。", isSpecial: 1 }, SPECIAL_STEPS, found);
  step.done();
}

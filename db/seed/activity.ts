import { eq, inArray } from "drizzle-orm";
import type { FormField, FormQuestion } from "@/api/contract/activity";
import type { StorageDriver } from "@/api/providers/storage";
import { activities, activitySteps, activityTasks, medalLevels, medals } from "@/db/schema/activity";
import { exams } from "@/db/schema/certification/exams";
import { trainings } from "@/db/schema/training";
import type { Db } from "../client";
import { storeCovers } from "./art/render";
import { beijingAt } from "./clock";
import type { SeedLog } from "./progress";

const FORM_TITLE = "2026 数字营销增长峰会";
const APPROVAL_TITLE = "品牌营销闭门沙龙（需审核）";
const SPECIAL_TITLE = "营销新手 21 天成长专题";
const LIVE_STR_ID = "demo-live-now";
const REPLAY_STR_ID = "demo-replay";
const EXAM_NAME = "巨量引擎营销认证（初级）";

const FORM: FormField[] = [
  { name: "邮箱", typeId: 6, isRequired: 1 },
  { name: "QQ", typeId: 7, isRequired: 0 },
  { name: "微信号", typeId: 8, isRequired: 1 },
  { name: "公司主体", typeId: 12, isRequired: 1 },
  { name: "行业", typeId: 2, isRequired: 1 },
  { name: "城市", typeId: 3, isRequired: 0 },
];

const SURVEY: FormQuestion[] = [
  {
    id: 1,
    questionType: 1,
    questionName: "您目前的营销预算规模",
    isRequired: 1,
    surveyOptions: [
      { optionId: 1, questionId: 1, questionOption: "10 万元以下", isOther: 0 },
      { optionId: 2, questionId: 1, questionOption: "10-100 万元", isOther: 0 },
      { optionId: 3, questionId: 1, questionOption: "100 万元以上", isOther: 0 },
      { optionId: 4, questionId: 1, questionOption: "其他", isOther: 1 },
    ],
  },
  { id: 2, questionType: 3, questionName: "您最想在活动中了解的话题", isRequired: 0, surveyOptions: [] },
];

const AGREEMENT = "报名即表示您同意主办方为活动组织与通知之目的使用您填写的信息，并可能通过短信与站内信联系您。";

/** The special topic asks one optional question, so its tasks and claims need its sign-up. */
const SPECIAL_SURVEY: FormQuestion[] = [
  { id: 1, questionType: 3, questionName: "您希望在专题中学到什么", isRequired: 0, surveyOptions: [] },
];

type Task = Omit<typeof activityTasks.$inferInsert, "stepId" | "sort">;

/**
 * The first tasks of each step are finished by evidence (the sign-up, a visit to a demo session's room, a passed demo
 * exam); the rest by visiting their link.
 */
function stepTasks(step: number, stepTitle: string, count: number, evidenced: Task[]): Task[] {
  const visits = Array.from({ length: count - evidenced.length }, (_, t) => ({
    title: `${stepTitle.slice(0, 4)}任务 ${t + 1}：观看课程并完成练习`,
    url: `/Learning/List?isLive=1&task=${step + 1}-${t + 1}`,
  }));
  return [...evidenced, ...visits].map((t) => ({ ...t, score: 10 + 5 * step }));
}

/** The demo session and exam the special topic's tasks name (db/seed/training.ts, db/seed/certification.ts). */
async function taskTargets(db: Db) {
  const [live] = await db.select({ id: trainings.id }).from(trainings).where(eq(trainings.strId, LIVE_STR_ID));
  const [replay] = await db.select({ id: trainings.id }).from(trainings).where(eq(trainings.strId, REPLAY_STR_ID));
  const [exam] = await db.select({ id: exams.id }).from(exams).where(eq(exams.name, EXAM_NAME));
  if (!live || !replay || !exam) throw new Error("活动专题的任务需要先写入演示直播与考试");
  return { live: live.id, replay: replay.id, exam: exam.id };
}

/**
 * Three demo activities: a sign-up form, one needing approval, and a special topic with tasks, medals and scores.
 * Runs after the demo sessions and exams, which its tasks name.
 */
export async function seedActivities(db: Db, storage: StorageDriver, log: SeedLog) {
  const titles = [FORM_TITLE, APPROVAL_TITLE, SPECIAL_TITLE];
  const existing = await db.select({ title: activities.title }).from(activities).where(inArray(activities.title, titles));
  if (existing.length) return;
  const target = await taskTargets(db);
  const step = log.step("活动与专题", 3);
  const [formCover, approvalCover, specialCover] = await storeCovers(storage, [
    { title: FORM_TITLE, kind: "线下峰会" },
    { title: APPROVAL_TITLE, kind: "闭门沙龙" },
    { title: SPECIAL_TITLE, kind: "成长专题" },
  ]);
  await db.transaction(async (tx) => {
    await tx.insert(activities).values([
      {
        // Times as organisers set them (Beijing): a two-day summit, an afternoon salon, a 21-day topic under way.
        agreement: AGREEMENT,
        title: FORM_TITLE,
        cover: formCover,
        startTime: beijingAt(12, 9),
        endTime: beijingAt(13, 17, 30),
        contents: "与一线品牌主和平台专家面对面，分享全链路增长方法。",
        userDetailList: FORM,
        surveyQuestions: SURVEY,
      },
      {
        agreement: AGREEMENT,
        title: APPROVAL_TITLE,
        cover: approvalCover,
        startTime: beijingAt(9, 14),
        endTime: beijingAt(9, 17),
        contents: "限 30 位品牌负责人，报名后由主办方审核。",
        userDetailList: FORM.slice(0, 4),
        needApprove: 1,
      },
    ]);
    step.tick(2);
    const [special] = await tx
      .insert(activities)
      .values({
        agreement: AGREEMENT,
        title: SPECIAL_TITLE,
        cover: specialCover,
        startTime: beijingAt(-7, 10),
        endTime: beijingAt(14, 22),
        contents: "三个阶段、二十一项任务，报名后完成任务领取积分与成长勋章。",
        surveyQuestions: SPECIAL_SURVEY,
      })
      .returning({ id: activities.id });
    const stepTitles = ["第一阶段：认识数字营销", "第二阶段：投放实战", "第三阶段：数据复盘"];
    const taskCounts = [12, 5, 4];
    const evidenced: Task[][] = [
      [
        { title: "报名本专题", kind: "signup", url: `/activity/detail?id=${special.id}` },
        { title: "观看直播：广告投放实战", kind: "live", trainingId: target.live, url: `/Training/Detail/${LIVE_STR_ID}` },
        { title: "观看回放：电商行业增长案例", kind: "live", trainingId: target.replay, url: `/Training/Detail/${REPLAY_STR_ID}` },
      ],
      [{ title: `通过${EXAM_NAME}`, kind: "exam", examId: target.exam, url: "/certification/exam" }],
      [],
    ];
    for (const [i, title] of stepTitles.entries()) {
      const [s] = await tx.insert(activitySteps).values({ activityId: special.id, title, sort: i }).returning({ id: activitySteps.id });
      await tx
        .insert(activityTasks)
        .values(stepTasks(i, title, taskCounts[i], evidenced[i]).map((t, sort) => ({ ...t, stepId: s.id, sort })));
      const [m] = await tx
        .insert(medals)
        .values({ stepId: s.id, name: `${title.slice(0, 4)}勋章`, whereType: 7, memo: `完成${title}的任务即可点亮` })
        .returning({ id: medals.id });
      const n = taskCounts[i];
      await tx.insert(medalLevels).values([
        { medalId: m.id, level: 1, number: Math.ceil(n / 3), score: 20, icon: "", iconLighten: "" },
        { medalId: m.id, level: 2, number: Math.ceil((2 * n) / 3), score: 50, icon: "", iconLighten: "" },
        { medalId: m.id, level: 3, number: n, score: 100, icon: "", iconLighten: "" },
      ]);
    }
    step.tick();
  });
  step.done();
}

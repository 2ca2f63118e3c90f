import { beijingMonth, beijingTime } from "@/api/contract/beijing-time";
import {
  GROW_MSG,
  GROW_TASK_KINDS,
  type GrowStart,
  type GrowTask,
  LEARN_RECORD_FROM,
  type PlanList,
  type SpecialExam,
} from "@/api/contract/growplan";
import { pagerOf } from "@/api/contract/pager";
import { AppError, Code, fail } from "@/api/protocol/errors";
import type { Conn } from "@/db/client";
import { passedExamIds } from "../certification/exams/service";
import { courseProgress, learnRecordPage } from "../course/study-record";
import { findOptions } from "../interest/service";
import { enteredTrainingIds, signedUpTrainingIds } from "../training/service";
import {
  findChoice,
  findPlan,
  findTaskTarget,
  type GrowPlanRow,
  type GrowTaskRow,
  listSteps,
  listTasks,
  matchPlan,
  saveChoice,
} from "./queries";

/** Interest categories (spec 001 section 3): 2 post, 3 industry, 4 growth stage. */
const CATE = { post: 2, industry: 3, stage: 4 } as const;

/** Where the person goes with no plan chosen yet. */
const START_URL = "/growplan/start";

/** GrowPlan/Start: each choice must be a top-level option of its category; the most specific plan serving it is theirs. */
export async function startPlan(db: Conn, userId: number, input: GrowStart) {
  const ids = [input.postId, input.stageId, input.industryId].filter((id): id is number => id !== null);
  const options = new Map((await findOptions(db, ids)).map((o) => [o.id, o]));
  const isOf = (id: number, cateId: number) => {
    const o = options.get(id);
    return o !== undefined && o.cateId === cateId && o.parentId === null;
  };
  if (input.postId !== null && !isOf(input.postId, CATE.post)) fail(GROW_MSG.post, "post");
  if (!isOf(input.stageId, CATE.stage)) fail(GROW_MSG.stage, "stage");
  if (!isOf(input.industryId, CATE.industry)) fail(GROW_MSG.industry, "industry");
  const planId = await matchPlan(db, input);
  if (planId === null) fail(GROW_MSG.noPlan);
  await saveChoice(db, { userId, ...input, planId });
  return { planId };
}

const STATUS_TEXT = {
  course: ["未开始", "学习中", "已完成"],
  live: ["未报名", "已报名", "已参加"],
  exam: ["待考试", "待考试", "已通过"],
} as const satisfies Record<GrowTaskRow["kind"], readonly string[]>;

/** Each task's status from the evidence its feature holds (courses begun/finished, sessions signed up/entered, exams passed). */
async function taskStatuses(db: Conn, userId: number, tasks: GrowTaskRow[]) {
  const ids = (kind: GrowTaskRow["kind"], pick: (t: GrowTaskRow) => number | null) =>
    tasks.flatMap((t) => (t.kind === kind && pick(t) !== null ? [pick(t)!] : []));
  const courseIds = ids("course", (t) => t.courseId);
  const trainingIds = ids("live", (t) => t.trainingId);
  const [courses, signed, entered, passed] = await Promise.all([
    courseProgress(db, userId, courseIds),
    signedUpTrainingIds(db, userId, trainingIds),
    enteredTrainingIds(db, userId, trainingIds),
    passedExamIds(
      db,
      userId,
      ids("exam", (t) => t.examId),
    ),
  ]);
  const statusOf = (t: GrowTaskRow): 0 | 1 | 2 => {
    if (t.kind === "course") return courses.finished.has(t.courseId!) ? 2 : courses.started.has(t.courseId!) ? 1 : 0;
    if (t.kind === "live") return entered.has(t.trainingId!) ? 2 : signed.has(t.trainingId!) ? 1 : 0;
    return passed.has(t.examId!) ? 2 : 0;
  };
  return statusOf;
}

/** The plan the call names: the person's own (planId 0 or theirs), or a published special plan by its id. */
async function planFor(db: Conn, userId: number, planId: number, isSpecial: boolean) {
  const choice = await findChoice(db, userId);
  if (isSpecial && planId && choice?.planId !== planId) {
    const plan = await findPlan(db, planId);
    if (plan?.isSpecial !== 1 || plan.published !== 1) fail(GROW_MSG.planMissing);
    return { plan, choice: null };
  }
  if (!choice) throw new AppError(Code.redirect, GROW_MSG.notStarted, START_URL);
  if (planId && planId !== choice.planId) fail(GROW_MSG.planMissing);
  const plan = await findPlan(db, choice.planId);
  if (!plan) throw new AppError(Code.redirect, GROW_MSG.notStarted, START_URL);
  return { plan, choice };
}

async function choiceModel(db: Conn, choice: NonNullable<Awaited<ReturnType<typeof findChoice>>>) {
  const ids = [choice.postId, choice.stageId, choice.industryId].filter((id): id is number => id !== null);
  const titles = new Map((await findOptions(db, ids)).map((o) => [o.id, o.title]));
  return {
    post: choice.postId === null ? choice.customPost : (titles.get(choice.postId) ?? ""),
    stage: titles.get(choice.stageId) ?? "",
    industry: titles.get(choice.industryId) ?? "",
    startedAt: beijingTime(choice.startedAt),
  };
}

const planCard = (p: GrowPlanRow) => ({ id: p.id, name: p.name, summary: p.summary, isSpecial: p.isSpecial });

/** GrowPlan/PlanList: the plan's stages and tasks with the person's status; planType 1-3 keeps one kind of task. */
export async function readPlanList(
  db: Conn,
  userId: number,
  input: { planType: number; planId: number; isSpecial: number | string },
): Promise<PlanList> {
  const { plan, choice } = await planFor(db, userId, input.planId, Number(input.isSpecial) === 1);
  const steps = await listSteps(db, plan.id);
  const kind = input.planType ? GROW_TASK_KINDS[input.planType - 1] : null;
  const tasks = (
    await listTasks(
      db,
      steps.map((s) => s.id),
    )
  ).filter((t) => !kind || t.kind === kind);
  const statusOf = await taskStatuses(db, userId, tasks);
  const task = (t: GrowTaskRow): GrowTask => {
    const status = statusOf(t);
    return { id: t.id, stepId: t.stepId, title: t.title, kind: t.kind, status, statusText: STATUS_TEXT[t.kind][status] };
  };
  return {
    plan: planCard(plan),
    contentModel: choice ? await choiceModel(db, choice) : null,
    list: steps.map((s) => ({ id: s.id, title: s.title, tasks: tasks.filter((t) => t.stepId === s.id).map(task) })),
  };
}

/** Where a task is done: the course's or session's page, or the exam's registration. */
function taskUrl(target: NonNullable<Awaited<ReturnType<typeof findTaskTarget>>>) {
  const { task } = target;
  if (task.kind === "course") return `/MoocTraining/Detail/${encodeURIComponent(target.courseStrId ?? "")}`;
  if (task.kind === "live") return `/Training/Detail/${encodeURIComponent(target.trainingStrId ?? "")}`;
  return `/certification/add/${task.examId}`;
}

/** GrowPlan/GetUserTaskStatus {taskId}: data.url to go to, and the person's status of the task. */
export async function userTaskStatus(db: Conn, userId: number, taskId: number) {
  const target = await findTaskTarget(db, taskId);
  if (!target) fail(GROW_MSG.taskMissing);
  const statusOf = await taskStatuses(db, userId, [target.task]);
  return { url: taskUrl(target), status: statusOf(target.task) };
}

/** The month after 'YYYY-MM'. */
function nextMonth(month: string) {
  const [y, m] = month.split("-").map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, "0")}`;
}

/** GrowPlan/LearnRecord: study time per day and course, newest first; a month from LEARN_RECORD_FROM to this one. */
export async function readLearnRecord(db: Conn, userId: number, input: { month: string; currentPage: number; pageSize: number }) {
  const { month, currentPage, pageSize } = input;
  if (month && (month < LEARN_RECORD_FROM || month > beijingMonth(new Date()))) fail(GROW_MSG.month, "month");
  const range = month ? { from: `${month}-01`, to: `${nextMonth(month)}-01` } : { from: `${LEARN_RECORD_FROM}-01`, to: null };
  const page = await learnRecordPage(db, userId, range, currentPage, pageSize);
  return {
    list: page.list,
    pager: pagerOf(currentPage, pageSize, page.rows),
    totalSeconds: page.seconds,
  };
}

/** GrowPlan/SpecialExam3: the exam tasks of the person's plan (planId 0) or of a special plan, with passed 0/1. */
export async function readSpecialExams(db: Conn, userId: number, planId: number): Promise<{ list: SpecialExam[] }> {
  const { list } = await readPlanList(db, userId, { planType: 3, planId, isSpecial: planId ? 1 : 0 });
  const tasks = list.flatMap((s) => s.tasks);
  const targets = await Promise.all(tasks.map((t) => findTaskTarget(db, t.id)));
  return {
    list: tasks.map((t, i) => ({
      taskId: t.id,
      title: t.title,
      examId: targets[i]!.task.examId!,
      passed: t.status === 2 ? 1 : 0,
      url: taskUrl(targets[i]!),
    })),
  };
}

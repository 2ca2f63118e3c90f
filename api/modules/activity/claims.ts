import type { Conn, Db } from "@/db/client";
import type { activities, medals } from "@/db/schema/activity";
import { NOTHING_TO_CLAIM } from "../../contract/activity";
import { TASK_VISIT_MSG } from "../../contract/task-visit";
import { reply } from "../../protocol/call";
import { AppError, Code, fail } from "../../protocol/errors";
import { countPassedExams } from "../certification/exams/service";
import { studyFigures } from "../course/study-figures";
import { awardPoints } from "../points/service";
import { requireSignUp } from "./access";
import { findStepMedal, findTask, insertUserMedal, listLevels, listTasks, markScoreClaimed, markTaskFinished } from "./queries";
import { taskProgress } from "./task-progress";
import { checkVisit, visitUrl } from "./task-visit";

/** Nothing was claimed: the page hides its notice (spec 001 section 4), so data carries the spec's text. */
const nothingToClaim = (): never => {
  throw new AppError(Code.fail, NOTHING_TO_CLAIM, NOTHING_TO_CLAIM);
};

/**
 * Activity/GoFinishTask: the page opens data.url, where the task is done. A visit task's url carries the person's
 * signed visit, which that page reports once it has been open long enough (finishVisit); every other kind is
 * finished by its own evidence (task-progress.ts).
 */
export async function goFinishTask(db: Db, appSecret: string, userId: number, taskId: number) {
  const found = await findTask(db, taskId);
  if (!found) fail("任务不存在");
  await requireSignUp(db, found.activity, userId);
  const { task } = found;
  return { url: task.kind === "visit" ? visitUrl(appSecret, userId, task.id, task.url) : task.url };
}

/** Activity/FinishVisit: the page a visit task names, open TASK_VISIT_SECONDS, finishes the task (once). */
export async function finishVisit(db: Db, appSecret: string, userId: number, token: string) {
  const visit = checkVisit(appSecret, userId, token);
  if (!visit) fail(TASK_VISIT_MSG.invalid);
  const found = await findTask(db, visit.taskId);
  if (found?.task.kind !== "visit") fail(TASK_VISIT_MSG.invalid);
  if (visit.state === "too-soon") fail(TASK_VISIT_MSG.tooSoon);
  if (visit.state === "expired") fail(TASK_VISIT_MSG.expired);
  await requireSignUp(db, found.activity, userId);
  await markTaskFinished(db, userId, visit.taskId);
  return reply({ taskId: visit.taskId }, TASK_VISIT_MSG.finished);
}

/** Activity/DrawUserScore: a finished task's score, paid once through the ledger in the same transaction. */
export async function drawTaskScore(db: Db, userId: number, taskId: number) {
  return db.transaction(async (tx) => {
    const found = await findTask(tx, taskId);
    if (!found) fail("任务不存在");
    const { task, activity } = found;
    await requireSignUp(tx, activity, userId);
    if (!(await taskProgress(tx, userId, activity.id, [task])).finished.has(task.id)) fail("请先完成任务");
    if (task.score === 0) nothingToClaim();
    // A visit task has its row from the visit; any other kind gets it now, for the claim's conditional update.
    await markTaskFinished(tx, userId, task.id);
    if (!(await markScoreClaimed(tx, userId, task.id))) nothingToClaim();
    await awardPoints(tx, {
      userId,
      amount: task.score,
      reason: `完成任务：${task.title}`,
      sourceType: "activity.task",
      sourceId: task.id,
    });
    return reply({ score: task.score }, "领取成功");
  });
}

/**
 * How far a person has come toward a medal, in the unit of its levels' `number`: 1 study minutes, 2 the longest run of
 * consecutive study days, 3 study days, 4 exams passed, 5 course comments, 6 the longest run of consecutive days each
 * with at least 30 minutes studied, 7 the finished tasks of the medal's step. A run counts once reached, even if broken
 * since: a medal once earned is not taken back.
 */
async function medalProgress(db: Conn, userId: number, activity: typeof activities.$inferSelect, medal: typeof medals.$inferSelect) {
  if (medal.whereType === 7) {
    if (medal.stepId === null) return 0;
    return (await taskProgress(db, userId, activity.id, await listTasks(db, [medal.stepId]))).finished.size;
  }
  if (medal.whereType === 4) return countPassedExams(db, userId);
  const figures = await studyFigures(db, userId);
  const byType: Record<number, number> = {
    1: figures.minutes,
    2: figures.longestStreak,
    3: figures.studyDays,
    5: figures.comments,
    6: figures.longestFullStreak,
  };
  return byType[medal.whereType] ?? 0;
}

/** Activity/DrawUserMedal: every level reached and open now, each held once (unique key) and paid once. */
export async function drawStepMedal(db: Db, userId: number, activityId: number, stepId: number) {
  return db.transaction(async (tx) => {
    const found = await findStepMedal(tx, activityId, stepId);
    if (!found) fail("勋章不存在");
    const { medal, activity } = found;
    await requireSignUp(tx, activity, userId);
    const progress = await medalProgress(tx, userId, activity, medal);
    const now = Date.now();
    const reached = (await listLevels(tx, [medal.id])).filter(
      (l) => l.number <= progress && (!l.startTime || l.startTime.getTime() <= now) && (!l.endTime || l.endTime.getTime() >= now),
    );
    const claimed: number[] = [];
    for (const level of reached) {
      if (!(await insertUserMedal(tx, userId, level.id))) continue;
      claimed.push(level.level);
      if (level.score > 0) {
        const reason = `获得勋章：${medal.name} ${level.level}级`;
        await awardPoints(tx, { userId, amount: level.score, reason, sourceType: "medal.level", sourceId: level.id });
      }
    }
    if (!claimed.length) nothingToClaim();
    return reply({ levels: claimed }, "领取成功");
  });
}

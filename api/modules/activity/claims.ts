import type { Conn, Db } from "@/db/client";
import type { medals } from "@/db/schema";
import { NOTHING_TO_CLAIM } from "../../contract/activity";
import { reply } from "../../protocol/call";
import { AppError, Code, fail } from "../../protocol/errors";
import { awardPoints } from "../points/service";
import {
  countFinishedInStep,
  findStepMedal,
  findTask,
  findUserTask,
  insertUserMedal,
  listLevels,
  markScoreClaimed,
  markTaskFinished,
} from "./queries";

/** Nothing was claimed: the page hides its notice (spec 001 section 4), so data carries the spec's text. */
const nothingToClaim = (): never => {
  throw new AppError(Code.fail, NOTHING_TO_CLAIM, NOTHING_TO_CLAIM);
};

/** Activity/GoFinishTask: the page opens data.url; going there is what finishes a task. */
export async function goFinishTask(db: Db, userId: number, taskId: number) {
  const task = await findTask(db, taskId);
  if (!task) fail("任务不存在");
  await markTaskFinished(db, userId, task.id);
  return { url: task.url };
}

/** Activity/DrawUserScore: a finished task's score, paid once through the ledger in the same transaction. */
export async function drawTaskScore(db: Db, userId: number, taskId: number) {
  return db.transaction(async (tx) => {
    const task = await findTask(tx, taskId);
    if (!task) fail("任务不存在");
    if (!(await findUserTask(tx, userId, task.id))) fail("请先完成任务");
    if (task.score === 0 || !(await markScoreClaimed(tx, userId, task.id))) nothingToClaim();
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
 * How far a person has come toward a medal. whereType 7 (a set range) counts the finished tasks of the
 * medal's step; the other types measure study time, days, exams and comments, which no feature records
 * yet, so they count nothing until those features exist.
 */
async function medalProgress(db: Conn, userId: number, medal: typeof medals.$inferSelect) {
  if (medal.whereType === 7 && medal.stepId !== null) return countFinishedInStep(db, userId, medal.stepId);
  return 0;
}

/** Activity/DrawUserMedal: every level reached and open now, each held once (unique key) and paid once. */
export async function drawStepMedal(db: Db, userId: number, activityId: number, stepId: number) {
  return db.transaction(async (tx) => {
    const medal = await findStepMedal(tx, activityId, stepId);
    if (!medal) fail("勋章不存在");
    const progress = await medalProgress(tx, userId, medal);
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

import type { SignField, SurveyQuestion } from "@/api/contract/activity";
import type { Db } from "@/db/client";
import { activities, activitySteps, activityTasks, medalLevels, medals } from "@/db/schema";

const DAY = 86_400_000;

/** An open activity with the given form; the sign-up tests vary the form and needApprove. */
export async function createActivity(
  db: Db,
  opts: { userDetailList?: SignField[]; surveyQuestions?: SurveyQuestion[]; needApprove?: number; endTime?: Date } = {},
) {
  const [a] = await db
    .insert(activities)
    .values({
      title: "测试活动",
      startTime: new Date(Date.now() - DAY),
      endTime: opts.endTime ?? new Date(Date.now() + DAY),
      userDetailList: opts.userDetailList ?? [],
      surveyQuestions: opts.surveyQuestions ?? [],
      needApprove: opts.needApprove ?? 0,
    })
    .returning({ id: activities.id });
  return a.id;
}

/** A special topic with one step of `tasks` tasks (score 10 each) and a whereType 7 medal: level 1 at 1 task (20 points), level 2 at all. */
export async function createSpecial(db: Db, tasks = 3) {
  const activityId = await createActivity(db);
  const [step] = await db.insert(activitySteps).values({ activityId, title: "第一阶段" }).returning({ id: activitySteps.id });
  const taskRows = await db
    .insert(activityTasks)
    .values(
      Array.from({ length: tasks }, (_, i) => ({
        stepId: step.id,
        title: `任务${i + 1}`,
        url: `/Learning/List?isLive=1&t=${i}`,
        score: 10,
        sort: i,
      })),
    )
    .returning({ id: activityTasks.id, url: activityTasks.url });
  const [medal] = await db.insert(medals).values({ stepId: step.id, name: "入门勋章", whereType: 7 }).returning({ id: medals.id });
  const levels = await db
    .insert(medalLevels)
    .values([
      { medalId: medal.id, level: 1, number: 1, score: 20 },
      { medalId: medal.id, level: 2, number: tasks, score: 50 },
    ])
    .returning({ id: medalLevels.id });
  return { activityId, stepId: step.id, tasks: taskRows, medalId: medal.id, levelIds: levels.map((l) => l.id) };
}

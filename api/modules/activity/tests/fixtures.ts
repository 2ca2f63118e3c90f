import type { FormField, FormQuestion, SignField, SurveyQuestion } from "@/api/contract/activity";
import { TASK_VISIT_SECONDS } from "@/api/contract/task-visit";
import type { Db } from "@/db/client";
import { activities, activitySteps, activityTasks, medalLevels, medals } from "@/db/schema/activity";
import type { TestClient } from "@/tests/support/client";
import type { TestServer } from "@/tests/support/server";
import { visitToken } from "../task-visit";

const DAY = 86_400_000;

type ActivityOpts = { userDetailList?: SignField[]; surveyQuestions?: SurveyQuestion[]; needApprove?: number; endTime?: Date };

/** A sign-up form of one optional question: an activity with it needs its sign-up for tasks and claims. */
export const ONE_QUESTION: SurveyQuestion[] = [
  { id: 1, questionType: 3, questionName: "想了解的话题", isRequireded: 0, surveyOptions: [] },
];

/** A form given as activity/detail spells it (isRequireded), as the activity keeps it (isRequired). */
const stored = <T extends { isRequireded: number }>({ isRequireded, ...rest }: T) => ({ ...rest, isRequired: isRequireded });

/** An open activity with the given form; the sign-up tests vary the form and needApprove. */
export async function createActivity(db: Db, opts: ActivityOpts = {}) {
  const [a] = await db
    .insert(activities)
    .values({
      title: "测试活动",
      startTime: new Date(Date.now() - DAY),
      endTime: opts.endTime ?? new Date(Date.now() + DAY),
      userDetailList: (opts.userDetailList ?? []).map(stored) satisfies FormField[],
      surveyQuestions: (opts.surveyQuestions ?? []).map(stored) satisfies FormQuestion[],
      needApprove: opts.needApprove ?? 0,
    })
    .returning({ id: activities.id });
  return a.id;
}

/** What finishes a task (visit unless told), with the session or exam it names. */
type TaskSpec = Partial<Pick<typeof activityTasks.$inferInsert, "kind" | "trainingId" | "examId">>;

/**
 * A special topic with one step of tasks (score 10 each): `tasks` visit tasks, or one task per spec; and a whereType 7
 * medal: level 1 at 1 task (20 points), level 2 at all (50).
 */
export async function createSpecial(db: Db, tasks: number | TaskSpec[] = 3, activity: ActivityOpts = {}) {
  const specs = typeof tasks === "number" ? Array.from({ length: tasks }, (): TaskSpec => ({})) : tasks;
  const activityId = await createActivity(db, activity);
  const [step] = await db.insert(activitySteps).values({ activityId, title: "第一阶段" }).returning({ id: activitySteps.id });
  const taskRows = await db
    .insert(activityTasks)
    .values(
      specs.map((spec, i) => ({
        stepId: step.id,
        title: `任务${i + 1}`,
        url: `/Learning/List?isLive=1&t=${i}`,
        score: 10,
        sort: i,
        ...spec,
      })),
    )
    .returning({ id: activityTasks.id, url: activityTasks.url });
  const [medal] = await db.insert(medals).values({ stepId: step.id, name: "入门勋章", whereType: 7 }).returning({ id: medals.id });
  const levels = await db
    .insert(medalLevels)
    .values([
      { medalId: medal.id, level: 1, number: 1, score: 20 },
      { medalId: medal.id, level: 2, number: specs.length, score: 50 },
    ])
    .returning({ id: medalLevels.id });
  return { activityId, stepId: step.id, tasks: taskRows, medalId: medal.id, levelIds: levels.map((l) => l.id) };
}

/**
 * A visit task done as the portal does it: GoFinishTask, then the task's page reports the visit once it has been open
 * TASK_VISIT_SECONDS (the visit is dated that long ago here rather than the test waiting). Answers FinishVisit's reply.
 */
export async function visitTask(srv: TestServer, client: TestClient, userId: number, taskId: number) {
  const go = await client.call<{ url: string }>("Activity/GoFinishTask", { taskId });
  if (go.code !== 0) return go;
  const token = visitToken(srv.deps.env.appSecret, userId, taskId, Date.now() - TASK_VISIT_SECONDS * 1000);
  return client.call<{ taskId: number }>("Activity/FinishVisit", { token });
}

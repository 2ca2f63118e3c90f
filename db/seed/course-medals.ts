import { eq } from "drizzle-orm";
import type { StorageDriver } from "@/api/providers/storage";
import { activities, activitySteps, activityTasks, medalLevels, medals } from "@/db/schema/activity";
import type { Db } from "../client";
import { storeCovers } from "./art/render";
import { beijingAt } from "./clock";
import type { SeedLog } from "./progress";

const TITLE = "学习成长勋章墙";

/**
 * A special topic of study medals, one a step: [step title, medal whereType, memo, level numbers]. Minutes for
 * whereType 1. The demo learner 13900000002's history (db/seed/course-history.ts) reaches part of each.
 */
const STEPS: [string, number, string, [number, number, number]][] = [
  ["累计学习时长", 1, "累计学习满 10、20、40 小时可点亮", [600, 1200, 2400]],
  ["连续学习", 2, "连续学习 3、7、14 天可点亮", [3, 7, 14]],
  ["学习天数", 3, "累计学习 10、30、60 天可点亮", [10, 30, 60]],
  ["每日学习 30 分钟", 6, "连续 3、7、14 天每天学习满 30 分钟可点亮", [3, 7, 14]],
  ["课程评价", 5, "评价 1、3、10 门课程可点亮", [1, 3, 10]],
  ["认证考试", 4, "通过 1、2、3 门认证考试可点亮", [1, 2, 3]],
];

/** The study medals' special topic, open from three months ago for half a year; left as it is when there. */
export async function seedStudyMedals(db: Db, storage: StorageDriver, log: SeedLog) {
  const [has] = await db.select({ id: activities.id }).from(activities).where(eq(activities.title, TITLE));
  if (has) return;
  const step = log.step("学习勋章", STEPS.length);
  const [cover] = await storeCovers(storage, [{ title: TITLE, kind: "成长专题" }]);
  await db.transaction(async (tx) => {
    const [activity] = await tx
      .insert(activities)
      .values({
        title: TITLE,
        cover: cover!,
        startTime: beijingAt(-90, 0),
        endTime: beijingAt(90, 23, 59),
        contents: "在课程中心学习、评价课程、通过认证考试，点亮成长勋章并领取积分。",
      })
      .returning({ id: activities.id });
    for (const [sort, [title, whereType, memo, numbers]] of STEPS.entries()) {
      const [s] = await tx.insert(activitySteps).values({ activityId: activity!.id, title, sort }).returning({ id: activitySteps.id });
      await tx.insert(activityTasks).values({ stepId: s!.id, title: "前往课程中心学习", url: "/Learning/List", score: 5 });
      const [m] = await tx
        .insert(medals)
        .values({ stepId: s!.id, name: `${title}勋章`, whereType, memo })
        .returning({ id: medals.id });
      await tx
        .insert(medalLevels)
        .values(numbers.map((number, i) => ({ medalId: m!.id, level: i + 1, number, score: 20 * (i + 1), icon: "", iconLighten: "" })));
      step.tick();
    }
  });
  step.done();
}

import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "@/db/client";
import { courses } from "@/db/schema/course";
import { growPlanSteps, growPlans, growPlanTasks } from "@/db/schema/growplan";
import { type InterestCate, interestOptions } from "@/db/schema/interest";
import { makeExam } from "@/tests/support/factories";
import { makeTraining } from "../../training/tests/helpers";

let serial = 0;

/** A top-level option of the seeded interest survey by category and title. */
export async function optionId(db: Db, cateId: InterestCate, title: string) {
  const [row] = await db
    .select({ id: interestOptions.id })
    .from(interestOptions)
    .where(and(eq(interestOptions.cateId, cateId), eq(interestOptions.title, title), isNull(interestOptions.parentId)));
  if (!row) throw new Error(`no option ${title}`);
  return row.id;
}

export async function makeCourse(db: Db, title: string) {
  const [row] = await db
    .insert(courses)
    .values({ strId: `c${process.pid}x${++serial}`, title })
    .returning();
  return row!;
}

/**
 * A plan serving `postIds` (empty: any post) with two stages: a course and a live session, then an exam. Answers the
 * plan, its targets and its tasks in order.
 */
export async function makePlan(db: Db, name: string, postIds: number[], values: Partial<typeof growPlans.$inferInsert> = {}) {
  const course = await makeCourse(db, `${name}课程`);
  const training = await makeTraining(db, { title: `${name}直播` });
  const exam = await makeExam(db, { name: `${name}考试` });
  const [plan] = await db
    .insert(growPlans)
    .values({ name, postIds, ...values })
    .returning();
  const [first, second] = await db
    .insert(growPlanSteps)
    .values([
      { planId: plan!.id, title: "第一阶段", sort: 1 },
      { planId: plan!.id, title: "第二阶段", sort: 2 },
    ])
    .returning();
  const tasks = await db
    .insert(growPlanTasks)
    .values([
      { stepId: first!.id, title: "学习课程", kind: "course", courseId: course.id, sort: 1 },
      { stepId: first!.id, title: "观看直播", kind: "live", trainingId: training!.id, sort: 2 },
      { stepId: second!.id, title: "通过考试", kind: "exam", examId: exam.id, sort: 1 },
    ])
    .returning();
  return { plan: plan!, course, training: training!, exam, tasks };
}

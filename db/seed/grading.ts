import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../client";
import { gradeAnswers, gradeQuestions, gradings, trainings, trainingVisits, users } from "../schema";
import { LECTURERS } from "./lecturers";
import type { SeedLog } from "./progress";

/** The past demo session whose replay the graders watched (db/seed/training.ts). */
const SESSION = "demo-replay";
/** Demo learners who watched the replay and graded it. */
const GRADERS = ["13900000003", "13900000004", "13900000005", "13900000006", "13900000007", "13900000008"];
/** A learner who watched the replay and has not graded yet: the grading journey's (tests/e2e/grading.e2e.ts). */
const WATCHER = "13900000023";

const ITEMS_LECTURER = ["专业水平", "表达清晰", "互动答疑", "时间把控"];

const QUESTIONS = [
  { title: "课程内容", lecturer: "", items: ["主题贴近实际工作", "内容深度合适", "案例丰富实用", "课件清晰易懂"] },
  { title: `讲师：${LECTURERS.lin.name}`, lecturer: LECTURERS.lin.name, items: ITEMS_LECTURER },
  { title: `讲师：${LECTURERS.zhao.name}`, lecturer: LECTURERS.zhao.name, items: ITEMS_LECTURER },
  { title: "直播组织", lecturer: "", items: ["开播准时", "画面与声音清晰", "助教服务及时", "愿意推荐给同事"] },
];

const SUGGESTIONS = ["希望多讲一些投放复盘的表格模板", "", "案例很实用，期待下一期", "", "直播间声音偶尔有回声", ""];

/** A varied but fixed score (3 to 5, the second lecturer a little lower), so the averages differ and stay the same. */
const score = (grader: number, question: number, item: number) =>
  Math.max(1, 5 - ((grader + item * 2 + question) % 3) - (question === 2 ? 1 : 0));

/** The demo session's grading questions, a few gradings so the averages show, and one learner still to grade; once. */
export async function seedGrading(db: Db, log: SeedLog) {
  const step = log.step("评分", 1);
  const [session] = await db.select({ id: trainings.id }).from(trainings).where(eq(trainings.strId, SESSION));
  const [already] = session
    ? await db.select({ id: gradeQuestions.id }).from(gradeQuestions).where(eq(gradeQuestions.trainingId, session.id)).limit(1)
    : [];
  if (!session || already) return step.done();
  const people = await db
    .select({ id: users.id, mobile: users.mobile })
    .from(users)
    .where(and(eq(users.areaCode, "+86"), inArray(users.mobile, [...GRADERS, WATCHER])));
  await db.transaction(async (tx) => {
    const questions = await tx
      .insert(gradeQuestions)
      .values(QUESTIONS.map((q, i) => ({ ...q, trainingId: session.id, sort: (i + 1) * 10 })))
      .returning({ id: gradeQuestions.id });
    if (people.length) {
      await tx.insert(trainingVisits).values(people.map((p) => ({ trainingId: session.id, userId: p.id, kind: "replay" })));
    }
    for (const [g, mobile] of GRADERS.entries()) {
      const person = people.find((p) => p.mobile === mobile);
      if (!person) continue;
      const [grading] = await tx
        .insert(gradings)
        .values({ trainingId: session.id, userId: person.id, suggest: SUGGESTIONS[g] })
        .returning({ id: gradings.id });
      await tx
        .insert(gradeAnswers)
        .values(
          questions.flatMap((q, qi) =>
            [1, 2, 3, 4].map((optionId) => ({ gradingId: grading.id, questionId: q.id, optionId, val: score(g, qi, optionId) })),
          ),
        );
    }
  });
  step.tick();
  step.done();
}

import { and, eq, inArray, sql } from "drizzle-orm";
import { users } from "@/db/schema/account/users";
import { gradeAnswers, gradeQuestions, gradings } from "@/db/schema/grading";
import { trainingAttends, trainings, trainingVisits } from "@/db/schema/training";
import type { Db } from "../client";
import { LECTURERS } from "./lecturers";
import type { SeedLog } from "./progress";

const ITEMS_CONTENT = ["主题贴近实际工作", "内容深度合适", "案例丰富实用", "课件清晰易懂"];
const ITEMS_LECTURER = ["专业水平", "表达清晰", "互动答疑", "时间把控"];
const lecturerQuestion = (name: string) => ({ title: `讲师：${name}`, lecturer: name, items: ITEMS_LECTURER });

/**
 * Two past demo sessions (db/seed/training.ts) with their questions and gradings, so the averages per session and per
 * lecturer show. The graders signed up and watched the replay; WATCHER did too and has not graded the first one yet:
 * the grading journey's learner (tests/e2e/grading.e2e.ts).
 */
const WATCHER = "13900000023";
const SESSIONS = [
  {
    strId: "demo-replay",
    questions: [
      { title: "课程内容", lecturer: "", items: ITEMS_CONTENT },
      lecturerQuestion(LECTURERS.lin.name),
      lecturerQuestion(LECTURERS.zhao.name),
      { title: "直播组织", lecturer: "", items: ["开播准时", "画面与声音清晰", "助教服务及时", "愿意推荐给同事"] },
    ],
    graders: ["13900000003", "13900000004", "13900000005", "13900000006", "13900000007", "13900000008"],
    watchers: [WATCHER],
    suggestions: ["希望多讲一些投放复盘的表格模板", "", "案例很实用，期待下一期", "", "直播间声音偶尔有回声", ""],
  },
  {
    strId: "demo-no-replay",
    questions: [{ title: "课程内容", lecturer: "", items: ITEMS_CONTENT }, lecturerQuestion(LECTURERS.zhou.name)],
    graders: ["13900000003", "13900000004", "13900000005", "13900000010"],
    watchers: [],
    suggestions: ["希望尽快上线回放", "", "", "周报看板模板很有用"],
  },
];

/** A varied but fixed score from 2 to 5, so the averages differ and stay the same from run to run. */
const score = (session: number, grader: number, question: number, item: number) =>
  5 - (((grader * 7 + question * 3 + item * 5 + session) % 11) % 4);

type Session = (typeof SESSIONS)[number];

async function seedSession(db: Db, n: number, s: Session) {
  const [session] = await db.select({ id: trainings.id }).from(trainings).where(eq(trainings.strId, s.strId));
  const [already] = session
    ? await db.select({ id: gradeQuestions.id }).from(gradeQuestions).where(eq(gradeQuestions.trainingId, session.id)).limit(1)
    : [];
  if (!session || already) return;
  const people = await db
    .select({ id: users.id, mobile: users.mobile })
    .from(users)
    .where(and(eq(users.areaCode, "+86"), inArray(users.mobile, [...s.graders, ...s.watchers])));
  await db.transaction(async (tx) => {
    const questions = await tx
      .insert(gradeQuestions)
      .values(s.questions.map((q, i) => ({ ...q, trainingId: session.id, sort: (i + 1) * 10 })))
      .returning({ id: gradeQuestions.id });
    if (people.length) {
      // Their places, as a sign-up takes one (these sessions have no capacity), and their visits to the replay.
      const signed = await tx
        .insert(trainingAttends)
        .values(people.map((p) => ({ trainingId: session.id, userId: p.id, status: "signed", audit: 1 })))
        .onConflictDoNothing()
        .returning({ id: trainingAttends.id });
      await tx
        .update(trainings)
        .set({ seatsTaken: sql`${trainings.seatsTaken} + ${signed.length}` })
        .where(eq(trainings.id, session.id));
      await tx.insert(trainingVisits).values(people.map((p) => ({ trainingId: session.id, userId: p.id, kind: "replay" })));
    }
    for (const [g, mobile] of s.graders.entries()) {
      const person = people.find((p) => p.mobile === mobile);
      if (!person) continue;
      const [grading] = await tx
        .insert(gradings)
        .values({ trainingId: session.id, userId: person.id, suggest: s.suggestions[g] ?? "" })
        .returning({ id: gradings.id });
      await tx
        .insert(gradeAnswers)
        .values(
          questions.flatMap((q, qi) =>
            [1, 2, 3, 4].map((optionId) => ({ gradingId: grading.id, questionId: q.id, optionId, val: score(n, g, qi, optionId) })),
          ),
        );
    }
  });
}

/** The demo sessions' grading questions and gradings; a session that already has questions is left as it is. */
export async function seedGrading(db: Db, log: SeedLog) {
  const step = log.step("评分", SESSIONS.length);
  for (const [n, s] of SESSIONS.entries()) {
    await seedSession(db, n, s);
    step.tick();
  }
  step.done();
}

import { and, asc, count, eq, inArray, isNotNull } from "drizzle-orm";
import type { PaperRules, PaperSection } from "@/api/contract/online-exam";
import { drawFrom } from "@/api/modules/certification/online/draw";
import type { BankQuestion } from "@/api/modules/certification/online/queries";
import { issueCompletionCertificate } from "@/api/modules/course/completion-certificates";
import { examQuestions } from "@/db/schema/certification/online-exams";
import { courseChapters, courseEnrollments, courses } from "@/db/schema/course";
import { courseQuizAttempts, courseQuizzes } from "@/db/schema/course/quiz";
import type { Db, Tx } from "../client";
import { CHAPTER_TAGS, DATA_ANALYSIS_BANK, TARGETING_BANK } from "./course-quiz-bank";
import type { SeedLog } from "./progress";
import { type Draft, section, toStored } from "./question-bank";

/** A section drawn from one chapter's questions. */
const ofChapter = (s: PaperSection, chapter: number): PaperSection => ({ ...s, tags: [CHAPTER_TAGS[chapter]!] });
const rules = (...sections: PaperSection[]): PaperRules => ({ sections, shuffleQuestions: true, shuffleOptions: true });

type QuizDemo = { chapter: number | null; title: string; rules: PaperRules; passScore: number; maxAttempts: number };
type CourseQuizDemo = { course: string; bank: Draft[]; completionCertificate: boolean; quizzes: QuizDemo[] };

/**
 * Two demo courses that assess: 数据分析入门 (a chapter quiz, a 结业测验 of three attempts, and a 结业证书) and
 * 人群定向与出价策略 (a chapter quiz and a 结业测验 without limit, no certificate). Each quiz's sections add up to 100.
 */
export const COURSE_QUIZ_DEMOS: CourseQuizDemo[] = [
  {
    course: "demo-course-21",
    bank: DATA_ANALYSIS_BANK,
    completionCertificate: true,
    quizzes: [
      {
        chapter: 0,
        title: "第一章小测：读懂核心指标",
        rules: rules(ofChapter(section("single", 3, 20), 0), ofChapter(section("judge", 2, 20), 0)),
        passScore: 60,
        maxAttempts: 0,
      },
      {
        chapter: null,
        title: "结业测验：读懂投放报表",
        rules: rules(section("single", 5, 10), section("multiple", 2, 15), section("judge", 2, 5), section("fill", 1, 10)),
        passScore: 60,
        maxAttempts: 3,
      },
    ],
  },
  {
    course: "demo-course-23",
    bank: TARGETING_BANK,
    completionCertificate: false,
    quizzes: [
      {
        chapter: 1,
        title: "第二章小测：出价策略",
        rules: rules(
          ofChapter(section("single", 2, 20), 1),
          ofChapter(section("multiple", 1, 20), 1),
          ofChapter(section("judge", 1, 20), 1),
          ofChapter(section("fill", 1, 20), 1),
        ),
        passScore: 60,
        maxAttempts: 0,
      },
      {
        chapter: null,
        title: "结业测验：人群定向与出价",
        rules: rules(section("single", 4, 10), section("multiple", 2, 15), section("judge", 3, 10)),
        passScore: 70,
        maxAttempts: 0,
      },
    ],
  },
];

/**
 * Those who finished the course in the demo history (db/seed/course-history.ts) passed its 结业测验 that evening, all
 * answers right, and hold its 结业证书 when the course gives one: the finish rule holds for the demo data too.
 */
async function passForFinished(tx: Tx, quiz: typeof courseQuizzes.$inferSelect, bank: BankQuestion[]) {
  const finished = await tx
    .select({ userId: courseEnrollments.userId, finishedAt: courseEnrollments.finishedAt })
    .from(courseEnrollments)
    .where(and(eq(courseEnrollments.courseId, quiz.courseId), isNotNull(courseEnrollments.finishedAt)));
  for (const { userId, finishedAt } of finished) {
    const paper = drawFrom(bank, quiz.rules);
    const zongFen = paper.reduce((sum, q) => sum + q.points, 0);
    await tx.insert(courseQuizAttempts).values({
      quizId: quiz.id,
      userId,
      courseId: quiz.courseId,
      paper,
      answers: paper.map((q) => ({ questionId: q.questionId, optionIds: q.correctOptions, texts: q.blankAnswers.map((a) => a[0]!) })),
      zongFen,
      passScore: quiz.passScore,
      score: zongFen,
      passed: 1,
      startedAt: new Date(finishedAt!.getTime() - 15 * 60_000),
      submittedAt: finishedAt,
    });
    await issueCompletionCertificate(tx, userId, quiz.courseId);
  }
}

/** The demo courses' questions (serving the course, not an exam) and quizzes; once (skipped when any quiz exists). */
export async function seedCourseQuizzes(db: Db, log: SeedLog) {
  const [{ n }] = await db.select({ n: count() }).from(courseQuizzes);
  if (n > 0) return;
  const found = await db
    .select({ courseId: courses.id, strId: courses.strId, chapterId: courseChapters.id })
    .from(courses)
    .innerJoin(courseChapters, eq(courseChapters.courseId, courses.id))
    .where(
      inArray(
        courses.strId,
        COURSE_QUIZ_DEMOS.map((d) => d.course),
      ),
    )
    .orderBy(asc(courseChapters.sort), asc(courseChapters.id));
  const step = log.step("课程测验", COURSE_QUIZ_DEMOS.length);
  await db.transaction(async (tx) => {
    for (const demo of COURSE_QUIZ_DEMOS) {
      const chapters = found.filter((f) => f.strId === demo.course);
      const courseId = chapters[0]?.courseId;
      if (!courseId) continue;
      const bank = await tx
        .insert(examQuestions)
        .values(demo.bank.map((d) => toStored(d, { examIds: [], courseIds: [courseId] })))
        .returning();
      const made = await tx
        .insert(courseQuizzes)
        .values(
          demo.quizzes.map((q) => ({
            courseId,
            chapterId: q.chapter === null ? null : chapters[q.chapter]!.chapterId,
            title: q.title,
            rules: q.rules,
            passScore: q.passScore,
            maxAttempts: q.maxAttempts,
          })),
        )
        .returning();
      await tx
        .update(courses)
        .set({ completionCertificate: demo.completionCertificate ? 1 : 0 })
        .where(eq(courses.id, courseId));
      const final = made.find((q) => q.chapterId === null);
      if (final) await passForFinished(tx, final, bank);
      step.tick();
    }
  });
  step.done();
}

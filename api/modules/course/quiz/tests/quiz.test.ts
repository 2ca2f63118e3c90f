import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { and, eq } from "drizzle-orm";
import { QUIZ_MSG, type QuizInfo, type QuizResult, type QuizStarted } from "@/api/contract/course-quiz";
import type { OnlineQuestion, PaperRules } from "@/api/contract/online-exam";
import { signedInPeople } from "@/api/modules/training/tests/helpers";
import { certificates } from "@/db/schema/certification/certificates";
import { examQuestions } from "@/db/schema/certification/online-exams";
import { courseChapters, courseEnrollments, courseLessonProgress, courses } from "@/db/schema/course";
import { courseQuizAttempts, courseQuizzes } from "@/db/schema/course/quiz";
import { section } from "@/db/seed/question-bank";
import { testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { makeCourse } from "../../tests/helpers";

let srv: TestServer;
let mobile = 17340000000;
beforeAll(async () => {
  srv = await startTestServer();
}, 60_000);
afterAll(() => srv.stop());

const db = () => srv.deps.db;
const people = async (n: number) => {
  const made = await signedInPeople(db(), srv.url, n, mobile);
  mobile += n;
  return made;
};
type Person = Awaited<ReturnType<typeof people>>[number];

const info = (p: Person, quizId: number) => p.client.call<QuizInfo>("MoocTraining/QuizInfo", { quizId });
const start = (p: Person, quizId: number) => p.client.call<QuizStarted>("MoocTraining/QuizStart", { quizId });
const submit = (p: Person, attemptId: number, answers: unknown[]) =>
  p.client.call<QuizResult>("MoocTraining/QuizSubmit", { attemptId, answers });
const result = (p: Person, attemptId: number) => p.client.call<QuizResult>("MoocTraining/QuizResult", { attemptId });

/** One question of each machine-marked type serving the course, plus a second single choice; 解析 the test can look for. */
async function bankFor(courseId: number) {
  const choice = (n: number) => Array.from({ length: n }, (_, i) => ({ id: "ABCD"[i]!, text: `选项${"ABCD"[i]}` }));
  await db()
    .insert(examQuestions)
    .values([
      { type: "single", stem: "单选一", options: choice(3), correctOptions: ["B"], analysis: "解析单选一", courseIds: [courseId] },
      { type: "single", stem: "单选二", options: choice(3), correctOptions: ["C"], analysis: "解析单选二", courseIds: [courseId] },
      { type: "multiple", stem: "多选", options: choice(4), correctOptions: ["A", "C"], analysis: "解析多选", courseIds: [courseId] },
      {
        type: "judge",
        stem: "判断",
        options: [
          { id: "T", text: "正确" },
          { id: "F", text: "错误" },
        ],
        correctOptions: ["T"],
        analysis: "解析判断",
        courseIds: [courseId],
      },
      { type: "fill", stem: "填空__和__", blankAnswers: [["甲"], ["乙", "已"]], analysis: "解析填空", courseIds: [courseId] },
      // Retired, or a short answer (a marker's job): never drawn.
      { type: "single", stem: "旧题", options: choice(2), correctOptions: ["A"], courseIds: [courseId], retired: 1 },
      { type: "short", stem: "简答", referenceAnswer: "参考", courseIds: [courseId] },
    ]);
}

/** Five questions, 100 points: two singles drawn from two, one of each other type. */
const RULES: PaperRules = {
  sections: [section("single", 2, 20), section("multiple", 1, 20), section("judge", 1, 20), section("fill", 1, 20)],
  shuffleQuestions: true,
  shuffleOptions: true,
};

async function makeQuiz(courseId: number, values: Partial<typeof courseQuizzes.$inferInsert> = {}) {
  const [quiz] = await db()
    .insert(courseQuizzes)
    .values({ courseId, title: "结业测验", rules: RULES, passScore: 60, ...values })
    .returning();
  return quiz!;
}

/** A published course with two lessons, its bank and a final quiz. */
async function quizCourse(quiz: Partial<typeof courseQuizzes.$inferInsert> = {}, course: Partial<typeof courses.$inferInsert> = {}) {
  const made = await makeCourse(db(), [[30, 60]], course);
  await bankFor(made.course.id);
  return { ...made, quiz: await makeQuiz(made.course.id, quiz) };
}

/** The right answers (the test reads the bank; the browser never sees it). */
async function rightAnswers(questions: OnlineQuestion[]) {
  const bank = new Map((await db().select().from(examQuestions)).map((q) => [q.id, q]));
  return questions.map((q) => {
    const b = bank.get(q.id)!;
    if (q.type === "fill") return { questionId: q.id, texts: b.blankAnswers.map((accepted) => accepted.at(-1)!) };
    return { questionId: q.id, optionIds: b.correctOptions };
  });
}

const wrongAnswers = (questions: OnlineQuestion[]) =>
  questions.map((q) =>
    q.type === "fill" ? { questionId: q.id, texts: ["丙"] } : { questionId: q.id, optionIds: ["F"].filter(() => q.type === "judge") },
  );

async function finishLessons(userId: number, courseId: number, lessonIds: number[]) {
  await db()
    .insert(courseLessonProgress)
    .values(lessonIds.map((lessonId) => ({ userId, lessonId, courseId, watched: 60, finishedAt: new Date() })));
}

const enrollmentOf = async (userId: number, courseId: number) =>
  (
    await db()
      .select()
      .from(courseEnrollments)
      .where(and(eq(courseEnrollments.userId, userId), eq(courseEnrollments.courseId, courseId)))
  )[0];

const certificatesOf = (userId: number, courseId: number) =>
  db()
    .select()
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)));

describe("signing in and finding the quiz", () => {
  test("a visitor is asked to sign in on every call", async () => {
    const visitor = testClient(srv.url);
    for (const [path, body] of [
      ["MoocTraining/QuizInfo", { quizId: 1 }],
      ["MoocTraining/QuizStart", { quizId: 1 }],
      ["MoocTraining/QuizSubmit", { attemptId: 1, answers: [] }],
      ["MoocTraining/QuizResult", { attemptId: 1 }],
    ] as const)
      expect((await visitor.call(path, body)).code).toBe(1503);
  });

  test("QuizInfo gives the figures from the rules; a missing quiz or one of an offline course is refused", async () => {
    const [p] = await people(1);
    const { course, quiz } = await quizCourse({ maxAttempts: 3 });
    expect((await info(p!, quiz.id)).data).toEqual({
      id: quiz.id,
      title: "结业测验",
      chapterId: null,
      subjectNum: 5,
      zongFen: 100,
      passScore: 60,
      maxAttempts: 3,
      attemptsUsed: 0,
      bestScore: null,
      passed: false,
      courseStrId: course.strId,
      courseTitle: course.title,
      allowReview: true,
      runningAttemptId: null,
      lastAttemptId: null,
    });
    expect(await info(p!, 2_000_000_000)).toMatchObject({ code: 1, msg: QUIZ_MSG.quiz });
    await db().update(courses).set({ published: 0 }).where(eq(courses.id, course.id));
    expect(await info(p!, quiz.id)).toMatchObject({ code: 1, msg: QUIZ_MSG.quiz });
    expect(await start(p!, quiz.id)).toMatchObject({ code: 1, msg: QUIZ_MSG.quiz });
  });
});

describe("starting", () => {
  test("the paper reaches the browser without any right answer; a second start resumes it; the course is begun", async () => {
    const [p] = await people(1);
    const { course, quiz } = await quizCourse();
    const first = await start(p!, quiz.id);
    expect(first.code).toBe(0);
    expect(first.data.questions).toHaveLength(5);
    expect(first.data.questions.map((q) => q.type).sort()).toEqual(["fill", "judge", "multiple", "single", "single"]);
    expect(first.data.questions.some((q) => q.stem === "旧题" || q.stem === "简答")).toBe(false);
    const wire = JSON.stringify(first.data);
    for (const secret of ["correct", "analysis", "blankAnswers", "解析", "甲", "referenceAnswer"]) expect(wire).not.toContain(secret);
    expect(first.data.questions.find((q) => q.type === "fill")!.blanks).toBe(2);
    expect((await enrollmentOf(p!.id, course.id))?.startedAt).toBeInstanceOf(Date);

    const again = await start(p!, quiz.id);
    expect(again.data).toEqual(first.data);
    expect((await info(p!, quiz.id)).data.runningAttemptId).toBe(first.data.attemptId);
    expect(await db().select().from(courseQuizAttempts).where(eq(courseQuizAttempts.userId, p!.id))).toHaveLength(1);
  });

  test("two starts at once make one attempt", async () => {
    const [p] = await people(1);
    const { quiz } = await quizCourse();
    const both = await Promise.all([start(p!, quiz.id), start(p!, quiz.id), start(p!, quiz.id)]);
    expect(both.map((r) => r.code)).toEqual([0, 0, 0]);
    expect(new Set(both.map((r) => r.data.attemptId)).size).toBe(1);
    expect(new Set(both.map((r) => JSON.stringify(r.data.questions))).size).toBe(1);
  });

  test("a bank too small for the rules, or rules without sections, start nothing", async () => {
    const [p] = await people(1);
    const { course } = await quizCourse();
    const other = await makeCourse(db(), [[30]]);
    await bankFor(other.course.id);
    // A chapter quiz wanting three singles; the course has two (the other course's and the retired one do not count).
    const [chapter] = await db().select().from(courseChapters).where(eq(courseChapters.courseId, course.id));
    const tooMany = await makeQuiz(course.id, { chapterId: chapter!.id, rules: { ...RULES, sections: [section("single", 3, 10)] } });
    expect(await start(p!, tooMany.id)).toMatchObject({ code: 1, msg: QUIZ_MSG.shortBank });
    const empty = await makeQuiz(other.course.id, { rules: { ...RULES, sections: [] } });
    expect(await start(p!, empty.id)).toMatchObject({ code: 1, msg: QUIZ_MSG.noPaper });
    expect(await db().select().from(courseQuizAttempts).where(eq(courseQuizAttempts.userId, p!.id))).toHaveLength(0);
  });
});

describe("submitting", () => {
  test("all right passes with the whole score, review shows the right answers; a second submit is refused", async () => {
    const [p] = await people(1);
    const { course, quiz } = await quizCourse();
    const s = (await start(p!, quiz.id)).data;
    const done = await submit(p!, s.attemptId, await rightAnswers(s.questions));
    expect(done.code).toBe(0);
    expect(done.data).toMatchObject({
      attemptId: s.attemptId,
      quizId: quiz.id,
      courseStrId: course.strId,
      score: 100,
      zongFen: 100,
      passScore: 60,
      passed: true,
      attemptsLeft: null,
      review: true,
      // Lessons not finished: the pass alone does not finish the course.
      courseFinished: false,
      certificateNumber: null,
    });
    expect(done.data.items.map((i) => i.id)).toEqual(s.questions.map((q) => q.id));
    expect(done.data.items.every((i) => i.score === 20 && i.analysis?.startsWith("解析"))).toBe(true);
    const fill = done.data.items.find((i) => i.type === "fill")!;
    expect(fill).toMatchObject({ blankAnswers: [["甲"], ["乙", "已"]], answer: { text: ["甲", "已"] } });
    expect(done.data.items.find((i) => i.type === "multiple")!.correctOptions).toEqual(["A", "C"]);

    expect(await submit(p!, s.attemptId, [])).toMatchObject({ code: 1, msg: QUIZ_MSG.submitted });
    expect((await result(p!, s.attemptId)).data).toEqual(done.data);
    expect((await info(p!, quiz.id)).data).toMatchObject({
      attemptsUsed: 1,
      bestScore: 100,
      passed: true,
      runningAttemptId: null,
      lastAttemptId: s.attemptId,
    });
    // Starting again draws a new attempt.
    expect((await start(p!, quiz.id)).data.attemptId).not.toBe(s.attemptId);
  });

  test("wrong answers fail with 0; a question left out scores 0; two submits at once score once", async () => {
    const [p, q] = await people(2);
    const { quiz } = await quizCourse();
    const s = (await start(p!, quiz.id)).data;
    const done = await submit(p!, s.attemptId, wrongAnswers(s.questions));
    expect(done.data).toMatchObject({ score: 0, passed: false });
    expect(done.data.items.every((i) => i.score === 0)).toBe(true);

    const t = (await start(q!, quiz.id)).data;
    const right = await rightAnswers(t.questions);
    const both = await Promise.all([submit(q!, t.attemptId, right.slice(0, 3)), submit(q!, t.attemptId, right.slice(0, 3))]);
    expect(both.map((r) => r.code).sort()).toEqual([0, 1]);
    expect(both.find((r) => r.code === 1)!.msg).toBe(QUIZ_MSG.submitted);
    const ok = both.find((r) => r.code === 0)!;
    expect(ok.data).toMatchObject({ score: 60, passed: true });
    expect(ok.data.items.filter((i) => i.answer === null)).toHaveLength(2);
  });

  test("someone else's attempt is refused on submit and result; an open attempt has no result", async () => {
    const [p, q] = await people(2);
    const { quiz } = await quizCourse();
    const s = (await start(p!, quiz.id)).data;
    expect(await result(p!, s.attemptId)).toMatchObject({ code: 1, msg: QUIZ_MSG.attempt });
    expect(await submit(q!, s.attemptId, [])).toMatchObject({ code: 1, msg: QUIZ_MSG.attempt });
    await submit(p!, s.attemptId, []);
    expect(await result(q!, s.attemptId)).toMatchObject({ code: 1, msg: QUIZ_MSG.attempt });
    expect(await submit(p!, 2_000_000_000, [])).toMatchObject({ code: 1, msg: QUIZ_MSG.attempt });
  });

  test("answers are checked against the paper: its questions, their options, their blanks", async () => {
    const [p] = await people(1);
    const { quiz } = await quizCourse();
    const s = (await start(p!, quiz.id)).data;
    const single = s.questions.find((x) => x.type === "single")!;
    const fill = s.questions.find((x) => x.type === "fill")!;
    const refusals: [unknown[], string][] = [
      [[{ questionId: 2_000_000_000, optionIds: ["A"] }], QUIZ_MSG.notInPaper],
      [[{ questionId: single.id, optionIds: ["Z"] }], QUIZ_MSG.badOption],
      [[{ questionId: single.id, optionIds: ["A", "B"] }], QUIZ_MSG.badOption],
      [[{ questionId: fill.id, optionIds: ["A"] }], QUIZ_MSG.badOption],
      [[{ questionId: fill.id, texts: ["一", "二", "三"] }], QUIZ_MSG.blanks],
    ];
    for (const [answers, msg] of refusals) expect(await submit(p!, s.attemptId, answers)).toMatchObject({ code: 1, msg });
    const [row] = await db().select().from(courseQuizAttempts).where(eq(courseQuizAttempts.id, s.attemptId));
    expect(row!.submittedAt).toBeNull();
  });

  test("once the attempts are used, no new start; attemptsLeft counts down", async () => {
    const [p] = await people(1);
    const { quiz } = await quizCourse({ maxAttempts: 2 });
    const first = (await start(p!, quiz.id)).data;
    expect((await submit(p!, first.attemptId, [])).data.attemptsLeft).toBe(1);
    const second = (await start(p!, quiz.id)).data;
    expect((await submit(p!, second.attemptId, [])).data.attemptsLeft).toBe(0);
    expect(await start(p!, quiz.id)).toMatchObject({ code: 1, msg: QUIZ_MSG.noAttempts });
    expect((await info(p!, quiz.id)).data).toMatchObject({ attemptsUsed: 2, passed: false, bestScore: 0, lastAttemptId: second.attemptId });
  });

  test("without review the result lists the answers but no right answer, 解析 or score per question", async () => {
    const [p] = await people(1);
    const { quiz } = await quizCourse({ allowReview: 0 });
    expect((await info(p!, quiz.id)).data.allowReview).toBe(false);
    const s = (await start(p!, quiz.id)).data;
    const answers = await rightAnswers(s.questions);
    const done = await submit(p!, s.attemptId, answers);
    expect(done.data).toMatchObject({ score: 100, passed: true, review: false });
    const wire = JSON.stringify(done.data.items);
    for (const secret of ["correctOptions", "analysis", "blankAnswers", "解析"]) expect(wire).not.toContain(secret);
    expect(done.data.items.every((i) => i.score === null && i.answer !== null && i.points === 20)).toBe(true);
    expect((await result(p!, s.attemptId)).data.items).toEqual(done.data.items);
  });
});

describe("finishing the course", () => {
  test("every lesson finished and the final quiz passed finishes the course and issues the 结业证书 once", async () => {
    const [p] = await people(1);
    const { course, lessons, quiz } = await quizCourse({}, { completionCertificate: 1 });
    const s = (await start(p!, quiz.id)).data;
    await finishLessons(
      p!.id,
      course.id,
      lessons.map((l) => l.id),
    );
    const done = await submit(p!, s.attemptId, await rightAnswers(s.questions));
    expect(done.data.courseFinished).toBe(true);
    expect(done.data.certificateNumber).toMatch(/^CERT\d{10}$/);
    expect((await enrollmentOf(p!.id, course.id))?.finishedAt).toBeInstanceOf(Date);
    const issued = await certificatesOf(p!.id, course.id);
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({
      courseId: course.id,
      examId: null,
      examName: course.title,
      score: 100,
      number: done.data.certificateNumber,
    });
    expect((await result(p!, s.attemptId)).data.certificateNumber).toBe(done.data.certificateNumber);

    // Passing again changes nothing.
    const again = (await start(p!, quiz.id)).data;
    expect((await submit(p!, again.attemptId, await rightAnswers(again.questions))).data.certificateNumber).toBe(
      done.data.certificateNumber,
    );
    expect(await certificatesOf(p!.id, course.id)).toHaveLength(1);
  });

  test("a failed final quiz holds the finish back; without the switch a finish issues no certificate", async () => {
    const [p] = await people(1);
    const { course, lessons, quiz } = await quizCourse();
    await finishLessons(
      p!.id,
      course.id,
      lessons.map((l) => l.id),
    );
    const s = (await start(p!, quiz.id)).data;
    expect((await submit(p!, s.attemptId, wrongAnswers(s.questions))).data.courseFinished).toBe(false);
    expect((await enrollmentOf(p!.id, course.id))?.finishedAt).toBeNull();
    const t = (await start(p!, quiz.id)).data;
    const done = await submit(p!, t.attemptId, await rightAnswers(t.questions));
    expect(done.data).toMatchObject({ passed: true, courseFinished: true, certificateNumber: null });
    expect(await certificatesOf(p!.id, course.id)).toHaveLength(0);
  });
});

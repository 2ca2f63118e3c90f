import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { type AdminBrowser, auditRows, listQuery as q, signedInAs, signedInOperator, userWith } from "@/api/admin/tests/support";
import type { QuestionImportRow } from "@/api/contract/exam-questions-admin";
import { JUDGE_OPTIONS, type PaperItem, type PaperSection, type QuestionType } from "@/api/contract/online-exam";
import { certificates } from "@/db/schema/certification/certificates";
import { examQuestions } from "@/db/schema/certification/online-exams";
import { courses } from "@/db/schema/course";
import { courseQuizAttempts, courseQuizzes } from "@/db/schema/course/quiz";
import { makeExam } from "@/tests/support/factories";
import { startTestServer, type TestServer } from "@/tests/support/server";

let srv: TestServer;
let op: AdminBrowser;
let examId: number;
let courseA: { id: number; strId: string };
let courseB: { id: number; strId: string };
let ch1: number;
let ch2: number;
let chB: number;
/** Ids of course A's bank by type (live ones), and one question of course B. */
const bankA: Record<string, number[]> = {};
let foreignQuestion: number;

const courseInput = { industryIds: [], tagIds: [], lecturers: [], isHot: false, published: true };
const makeCourse = async (title: string, extra: object = {}) => (await op.post("/courses", { ...courseInput, title, ...extra })).json;

/** A question straight into the bank (the form's own checks are the question bank's tests). */
async function question(type: QuestionType, serves: { courseIds?: number[]; examIds?: number[] }, tags: string[] = [], retired = 0) {
  const choice = type === "single" || type === "multiple";
  const [row] = await srv.deps.db
    .insert(examQuestions)
    .values({
      type,
      stem: `${type} 题 ${Math.random()}`,
      options: choice
        ? [
            { id: "A", text: "甲" },
            { id: "B", text: "乙" },
          ]
        : type === "judge"
          ? JUDGE_OPTIONS
          : [],
      correctOptions: type === "single" ? ["A"] : type === "multiple" ? ["A", "B"] : type === "judge" ? ["T"] : [],
      blankAnswers: type === "fill" ? [["答"]] : [],
      referenceAnswer: type === "short" ? "参考" : "",
      tags,
      retired,
      ...serves,
    })
    .returning();
  return row!.id;
}

/** A section as the form sends it (fixed ids may come as the TextArrayInput's strings). */
const section = (type: QuestionType, count: number, points: number, more: Partial<Record<keyof PaperSection, unknown>> = {}) => ({
  type,
  count,
  points,
  tags: [],
  difficulties: [],
  questionIds: [],
  ...more,
});
/** 4 单选 × 5 + 2 判断 × 5 = 30 points. */
const finalRules = () => ({ sections: [section("single", 4, 5), section("judge", 2, 5)], shuffleQuestions: true, shuffleOptions: false });
const quiz = (more: object = {}) => ({
  courseId: courseA.id,
  chapterId: null,
  title: "  结业测验  ",
  rules: finalRules(),
  passScore: 18,
  ...more,
});

const paperItem = (questionId: number): PaperItem => ({
  questionId,
  type: "single",
  points: 5,
  stem: "题干",
  image: "",
  options: [],
  correctOptions: ["A"],
  blankAnswers: [],
  referenceAnswer: "",
  analysis: "",
});

beforeAll(async () => {
  srv = await startTestServer();
  op = await signedInOperator(srv.deps.db, srv.url, "13900000560", "测验管理员");
  examId = (await makeExam(srv.deps.db, { kaoShiId: "KS-QUIZ-A" })).id;
  courseA = await makeCourse("投放数据分析");
  courseB = await makeCourse("人群定向");
  ch1 = (await op.post("/course-chapters", { courseId: courseA.id, title: "第一章", sort: 1 })).json.id;
  ch2 = (await op.post("/course-chapters", { courseId: courseA.id, title: "第二章", sort: 2 })).json.id;
  chB = (await op.post("/course-chapters", { courseId: courseB.id, title: "第一章", sort: 1 })).json.id;
  const a = { courseIds: [courseA.id] };
  bankA.single = [];
  for (const tag of ["第一章", "第一章", "第一章", "第二章", "第二章", "第二章"]) bankA.single.push(await question("single", a, [tag]));
  bankA.judge = [await question("judge", a), await question("judge", a), await question("judge", a), await question("judge", a)];
  bankA.fill = [await question("fill", a), await question("fill", a)];
  bankA.short = [await question("short", a)];
  // Neither a retired question nor an exam's nor another course's counts in course A's bank.
  await question("single", a, ["第一章"], 1);
  await question("single", { examIds: [examId] }, ["第一章"]);
  foreignQuestion = await question("single", { courseIds: [courseB.id] }, ["第一章"]);
}, 60_000);
afterAll(() => srv.stop());

describe("题库: a question serves exams, courses or both", () => {
  const single = (serves: object) => ({
    type: "single",
    stem: "点击率的计算方式是？",
    options: [
      { id: "A", text: "点击数 ÷ 展示数" },
      { id: "B", text: "转化数 ÷ 点击数" },
    ],
    correctOptions: ["A"],
    ...serves,
  });

  test("a course alone is enough; neither is refused; the list filters by course", async () => {
    const made = await op.post("/exam-questions", single({ examIds: [], courseIds: [courseB.id, courseB.id] }));
    expect(made).toMatchObject({ status: 201, json: { examIds: [], courseIds: [courseB.id] } });
    const both = await op.post("/exam-questions", single({ examIds: [examId], courseIds: [courseB.id] }));
    expect(both.json).toMatchObject({ examIds: [examId], courseIds: [courseB.id] });
    // Omitting courseIds (an older client) still serves the exams.
    expect((await op.post("/exam-questions", single({ examIds: [examId] }))).json.courseIds).toEqual([]);

    expect(await op.post("/exam-questions", single({ examIds: [], courseIds: [] }))).toMatchObject({
      status: 400,
      json: { message: "请至少选择一个考试或课程", field: "examIds" },
    });
    expect(await op.post("/exam-questions", single({}))).toMatchObject({ status: 400, json: { message: "请至少选择一个考试或课程" } });
    expect(await op.post("/exam-questions", single({ courseIds: [999_999] }))).toMatchObject({
      status: 400,
      json: { message: "可用于的课程不存在", field: "courseIds" },
    });
    expect(await op.put(`/exam-questions/${made.json.id}`, { ...made.json, courseIds: [] })).toMatchObject({
      status: 400,
      json: { message: "请至少选择一个考试或课程" },
    });

    const ids = async (filter: object) =>
      (await op.get(`/exam-questions${q({ filter, sort: ["id", "ASC"], range: [0, 99] })}`)).json.map((r: { id: number }) => r.id);
    expect(await ids({ courseId: courseB.id, q: "点击率" })).toEqual([made.json.id, both.json.id]);
    expect(await ids({ courseId: courseB.id, examId, q: "点击率" })).toEqual([both.json.id]);
  });

  test("an import row names its courses by public id or id in 适用课程编号", async () => {
    const row = (line: number, cells: Partial<QuestionImportRow>): QuestionImportRow => ({
      line,
      type: "判断题",
      stem: "",
      options: [],
      answer: "正确",
      analysis: "",
      tags: "",
      difficulty: "",
      exams: "",
      courses: "",
      ...cells,
    });
    const res = await op.post("/exam-questions/import", {
      rows: [
        row(2, { stem: "看报表先确认统计口径。", courses: courseA.strId }),
        row(3, { stem: "样本越小结论越可靠。", answer: "错误", exams: "KS-QUIZ-A", courses: `${courseA.strId}，${courseB.id}` }),
        row(4, { stem: "课程不存在", courses: "no-such-course" }),
        row(5, { stem: "既无考试也无课程" }),
      ],
    });
    expect(res.json).toEqual({
      added: 2,
      unchanged: 0,
      rejected: [
        { line: 4, reason: "适用课程编号“no-such-course”不存在" },
        { line: 5, reason: "请至少选择一个考试或课程" },
      ],
    });
    const [first] = await srv.deps.db.select().from(examQuestions).where(eq(examQuestions.stem, "看报表先确认统计口径。"));
    expect(first).toMatchObject({ examIds: [], courseIds: [courseA.id], retired: 0 });
    const [second] = await srv.deps.db.select().from(examQuestions).where(eq(examQuestions.stem, "样本越小结论越可靠。"));
    expect(second).toMatchObject({ examIds: [examId], courseIds: [courseA.id, courseB.id] });
    // Imported questions joined course A's bank; take them out again so the bank counts below stay as set up.
    await srv.deps.db.update(examQuestions).set({ retired: 1 }).where(eq(examQuestions.id, first!.id));
    await srv.deps.db.update(examQuestions).set({ retired: 1 }).where(eq(examQuestions.id, second!.id));
  });
});

describe("课程测验: writing quizzes", () => {
  test("an operator creates a 结业测验 and a chapter quiz, edits and lists them; each write is audited", async () => {
    const final = await op.post("/course-quizzes", quiz());
    expect(final).toMatchObject({
      status: 201,
      json: {
        courseId: courseA.id,
        chapterId: null,
        title: "结业测验",
        passScore: 18,
        maxAttempts: 0,
        allowReview: true,
        subjectNum: 6,
        zongFen: 30,
      },
    });
    const chapter = await op.post(
      "/course-quizzes",
      quiz({
        chapterId: ch1,
        title: "第一章小测",
        rules: { sections: [section("single", 3, 10, { tags: ["第一章"] })] },
        passScore: 20,
        maxAttempts: 3,
        allowReview: false,
      }),
    );
    expect(chapter).toMatchObject({ status: 201, json: { chapterId: ch1, maxAttempts: 3, allowReview: false, zongFen: 30 } });
    const [stored] = await srv.deps.db.select().from(courseQuizzes).where(eq(courseQuizzes.id, chapter.json.id));
    expect(stored).toMatchObject({ allowReview: 0, rules: { shuffleQuestions: false, shuffleOptions: false } });

    // Moved to the other chapter with its tag, renamed; the course in the body is ignored (a quiz stays in its course).
    const before = chapter.json.updatedAt;
    const moved = await op.put(`/course-quizzes/${chapter.json.id}`, {
      ...chapter.json,
      courseId: courseB.id,
      chapterId: ch2,
      title: "第二章小测",
      rules: { sections: [section("single", 3, 10, { tags: ["第二章"] }), section("fill", 2, 5)] },
      passScore: 40,
    });
    expect(moved).toMatchObject({ status: 200, json: { courseId: courseA.id, chapterId: ch2, title: "第二章小测", zongFen: 40 } });
    expect(moved.json.updatedAt > before).toBe(true);

    const listed = await op.get(`/course-quizzes${q({ filter: { courseId: courseA.id }, sort: ["title", "ASC"] })}`);
    expect(listed.headers.get("content-range")).toBe("course-quizzes 0-1/2");
    expect(listed.json.map((r: { title: string; attempts: number; passRate: number | null }) => [r.title, r.attempts, r.passRate])).toEqual(
      [
        ["第二章小测", 0, null],
        ["结业测验", 0, null],
      ],
    );
    expect((await op.get(`/course-quizzes${q({ filter: { courseId: courseB.id } })}`)).json).toEqual([]);
    expect((await auditRows(srv.deps.db, "course-quizzes", chapter.json.id)).map((a) => a.action)).toEqual(["create", "update"]);
  });

  test("one quiz per chapter and one 结业测验 per course; the chapter must be the course's", async () => {
    expect(await op.post("/course-quizzes", quiz({ title: "又一个结业测验" }))).toMatchObject({
      status: 409,
      json: { message: "该课程已有结业测验，每门课程只能设置一个结业测验" },
    });
    expect(await op.post("/course-quizzes", quiz({ chapterId: ch2 }))).toMatchObject({
      status: 409,
      json: { message: "该章节已有测验，每个章节只能设置一个测验" },
    });
    const cases: [object, number, string, string][] = [
      [{ chapterId: chB }, 400, "所选章节不属于该课程", "chapterId"],
      [{ chapterId: 999_999 }, 400, "所选章节不存在", "chapterId"],
      [{ courseId: 999_999 }, 400, "所选课程不存在", "courseId"],
      [{ courseId: null }, 400, "请选择课程", "courseId"],
      [{ title: " " }, 400, "请输入测验名称", "title"],
    ];
    for (const [body, status, message, field] of cases) {
      expect(await op.post("/course-quizzes", quiz(body))).toMatchObject({ status, json: { message, field } });
    }
    // Moving the chapter quiz onto the final place (chapter null) is refused like a second final quiz.
    const [chapterQuiz] = (await op.get(`/course-quizzes${q({ filter: { chapterId: ch2 } })}`)).json;
    expect(await op.put(`/course-quizzes/${chapterQuiz.id}`, { ...chapterQuiz, chapterId: null })).toMatchObject({
      status: 409,
      json: { message: "该课程已有结业测验，每门课程只能设置一个结业测验" },
    });
  });

  test("the rules are the exam's, machine-marked types only, and the pass score within their total", async () => {
    const refused = async (more: object) => (await op.post("/course-quizzes", quiz({ chapterId: ch1, ...more }))).json;
    expect(await refused({ rules: { sections: [section("single", 1, 5), section("short", 1, 10)] } })).toMatchObject({
      message: "测验只能使用单选题、多选题、判断题、填空题（机器即时判分，简答题需人工阅卷）",
      field: "rules",
    });
    expect(await refused({ rules: { sections: [] } })).toMatchObject({
      message: "请至少添加一个部分（题型、数量和每题分值）",
      field: "rules",
    });
    expect(await refused({ rules: null })).toMatchObject({ message: "请至少添加一个部分（题型、数量和每题分值）" });
    expect(await refused({ rules: { sections: [section("single", 0, 5)] } })).toMatchObject({
      message: "每部分题目数量须为1到200之间的整数",
      field: "rules.sections.0.count",
    });
    expect(await refused({ passScore: 31 })).toMatchObject({ message: "及格分不能高于组卷规则计算出的总分（30分）", field: "passScore" });
    expect(await refused({ passScore: -1 })).toMatchObject({ message: "及格分须为不小于0的整数", field: "passScore" });
    expect(await refused({ maxAttempts: 101 })).toMatchObject({ message: "答题次数须为0到100之间的整数（0为不限）", field: "maxAttempts" });
  });

  test("the course's bank must fill every section, every time", async () => {
    const refused = async (sections: object[]) =>
      (await op.post("/course-quizzes", quiz({ chapterId: ch1, rules: { sections }, passScore: 0 }))).json;
    // Six live singles serve course A (the retired one, the exam's and course B's do not count).
    expect(await refused([section("single", 7, 5)])).toEqual({
      message: "第1部分（单选题）本课程题库只有6道符合条件的题目，少于所需的7道（请在题库中把题目设为“可用于课程”）",
      field: "rules",
      errors: { rules: expect.any(String) },
    });
    expect((await refused([section("judge", 1, 5), section("multiple", 1, 5)])).message).toBe(
      "第2部分（多选题）本课程题库只有0道符合条件的题目，少于所需的1道（请在题库中把题目设为“可用于课程”）",
    );
    expect((await refused([section("single", 1, 5, { tags: ["第三章"] })])).message).toStartWith("第1部分（单选题）本课程题库只有0道");
    // Enough for each section alone, but the first may take what the second needs.
    expect((await refused([section("single", 3, 5, { tags: ["第一章"] }), section("single", 4, 5)])).message).toBe(
      "第2部分（单选题）与前面的部分共用题目，前面的部分抽题后可能不足4道，请增加题目或调整标签、难度",
    );
    expect((await refused([section("single", 1, 5, { questionIds: [foreignQuestion] })])).message).toBe(
      `第1部分（单选题）的固定题目 ${foreignQuestion} 不存在、已停用或不可用于本课程`,
    );
    expect((await refused([section("single", 1, 5, { questionIds: [bankA.judge![0]!] })])).message).toBe(
      `第1部分（单选题）的固定题目 ${bankA.judge![0]} 不是单选题`,
    );
    // What fits is taken: three of 第一章 and three of the rest, or a fixed paper of the course's own questions.
    const fits = await op.post(
      "/course-quizzes",
      quiz({
        chapterId: ch1,
        title: "第一章小测",
        rules: { sections: [section("single", 3, 5, { tags: ["第一章"] }), section("single", 3, 5)] },
        passScore: 0,
      }),
    );
    expect(fits.status).toBe(201);
    const fixed = await op.put(`/course-quizzes/${fits.json.id}`, {
      ...fits.json,
      rules: { sections: [section("judge", 0, 5, { questionIds: bankA.judge!.slice(0, 2).map(String) })] },
    });
    expect(fixed).toMatchObject({ status: 200, json: { subjectNum: 2, zongFen: 10 } });
    // An edit is checked as a create is.
    expect((await op.put(`/course-quizzes/${fits.json.id}`, { ...fits.json, rules: { sections: [section("fill", 3, 5)] } })).status).toBe(
      400,
    );
  });
});

describe("课程测验: attempts", () => {
  test("the list shows submitted attempts, learners and pass rate; a quiz with attempts is not deleted, one without is", async () => {
    const db = srv.deps.db;
    const made = await op.post(
      "/course-quizzes",
      quiz({ courseId: courseB.id, chapterId: chB, title: "定向小测", rules: { sections: [section("single", 1, 10)] }, passScore: 6 }),
    );
    expect(made.status).toBe(201);
    const quizId = made.json.id;
    const [p1, p2, p3] = await Promise.all(
      ["13900000561", "13900000562", "13900000563"].map((m, i) => userWith(db, m, { chineseName: `学员${i + 1}` })),
    );
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 8, minutes));
    const attempt = (userId: number, score: number | null, minutes: number) => ({
      quizId,
      userId,
      courseId: courseB.id,
      paper: [paperItem(foreignQuestion)],
      answers: [{ questionId: foreignQuestion, optionIds: ["A"], texts: [] }],
      zongFen: 10,
      passScore: 6,
      score,
      passed: score === null ? null : score >= 6 ? 1 : 0,
      startedAt: at(minutes),
      submittedAt: score === null ? null : at(minutes + 5),
    });
    await db
      .insert(courseQuizAttempts)
      .values([attempt(p1!.id, 0, 0), attempt(p1!.id, 10, 10), attempt(p2!.id, 0, 20), attempt(p3!.id, null, 30)]);

    expect((await op.get(`/course-quizzes/${quizId}`)).json).toMatchObject({ attempts: 3, learners: 2, passRate: 33 });
    expect(await op.del(`/course-quizzes/${quizId}`)).toMatchObject({
      status: 409,
      json: { message: "已有学员作答该测验（4 次），不能删除" },
    });
    expect(await db.select().from(courseQuizzes).where(eq(courseQuizzes.id, quizId))).toHaveLength(1);

    const rows = (await op.get(`/course-quiz-attempts${q({ filter: { quizId }, sort: ["startedAt", "ASC"] })}`)).json;
    expect(rows).toHaveLength(4);
    expect(rows[1]).toEqual({
      id: expect.any(Number),
      quizId,
      courseId: courseB.id,
      userId: p1!.id,
      personName: "学员1",
      personMobile: "139****0561",
      quizTitle: "定向小测",
      questionCount: 1,
      score: 10,
      zongFen: 10,
      passScore: 6,
      passed: true,
      startedAt: at(10).toISOString(),
      submittedAt: at(15).toISOString(),
    });
    expect(rows[3]).toMatchObject({ userId: p3!.id, score: null, passed: null, submittedAt: null });
    const count = async (filter: object) => (await op.get(`/course-quiz-attempts${q({ filter })}`)).json.length;
    expect(await count({ userId: p1!.id })).toBe(2);
    expect(await count({ courseId: courseB.id, passed: true })).toBe(1);
    expect(await count({ courseId: courseA.id })).toBe(0);
    expect(await count({ quizId, submitted: false })).toBe(1);
    expect((await op.get(`/course-quiz-attempts/${rows[1].id}`)).json).toMatchObject({ personName: "学员1", quizTitle: "定向小测" });
    // Read only, even for an operator.
    expect((await op.del(`/course-quiz-attempts/${rows[1].id}`)).status).toBe(403);
    expect((await op.put(`/course-quiz-attempts/${rows[1].id}`, {})).status).toBe(403);

    const unused = await op.post(
      "/course-quizzes",
      quiz({ courseId: courseB.id, title: "人群定向结业测验", rules: { sections: [section("single", 1, 10)] }, passScore: 6 }),
    );
    expect((await op.del(`/course-quizzes/${unused.json.id}`)).status).toBe(200);
    expect((await auditRows(db, "course-quizzes", unused.json.id)).map((a) => a.action)).toEqual(["create", "delete"]);
  });

  test("an enterprise account is refused quizzes and attempts", async () => {
    const hr = await signedInAs(srv.deps.db, srv.url, "13850000564", { roles: ["person", "enterprise"] });
    expect((await hr.get("/course-quizzes")).status).toBe(403);
    expect((await hr.get("/course-quiz-attempts")).status).toBe(403);
    expect((await hr.post("/course-quizzes", quiz())).status).toBe(403);
  });
});

describe("课程: 结业证书", () => {
  test("the switch is off by default, turned on and off, and stored as 0/1", async () => {
    const plain = await makeCourse("短视频脚本");
    expect(plain.completionCertificate).toBe(false);
    const on = await op.put(`/courses/${plain.id}`, { ...plain, completionCertificate: true });
    expect(on).toMatchObject({ status: 200, json: { completionCertificate: true } });
    const [row] = await srv.deps.db.select().from(courses).where(eq(courses.id, plain.id));
    expect(row?.completionCertificate).toBe(1);
    expect((await op.get(`/courses/${plain.id}`)).json.completionCertificate).toBe(true);
    expect((await op.put(`/courses/${plain.id}`, { ...plain, completionCertificate: false })).json.completionCertificate).toBe(false);
    expect((await makeCourse("直播复盘", { completionCertificate: true })).completionCertificate).toBe(true);
  });

  test("a course whose certificates were issued is not deleted, in words", async () => {
    const course = await makeCourse("私域运营", { completionCertificate: true });
    const holder = await userWith(srv.deps.db, "13900000565", { chineseName: "持证人" });
    await srv.deps.db.insert(certificates).values({
      number: "CERT2026999001",
      code: "AB23",
      userId: holder!.id,
      courseId: course.id,
      examName: "私域运营",
      holderName: "持证人",
      idCard: "",
      score: null,
    });
    expect(await op.del(`/courses/${course.id}`)).toMatchObject({
      status: 409,
      json: { message: "该课程已颁发 1 张结业证书，不能删除，可改为下线" },
    });
    expect(await srv.deps.db.select().from(courses).where(eq(courses.id, course.id))).toHaveLength(1);
  });
});

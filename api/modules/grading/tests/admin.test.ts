import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { type AdminBrowser, listQuery as q, signedInAs, signedInOperator } from "@/api/admin/tests/support";
import type { GradeResults, GradeSessionDetail } from "@/api/contract/grading-admin";
import { gradeQuestions } from "@/db/schema/grading";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { signedInPeople } from "../../training/tests/helpers";
import { fullAnswers, pastSessionWithQuestions, signUp } from "./fixtures";

let srv: TestServer;
let op: AdminBrowser;
let mobile = 17720000000;

beforeAll(async () => {
  srv = await startTestServer();
  op = await signedInOperator(srv.deps.db, srv.url, "13900000081", "运营评分");
}, 60_000);
afterAll(() => srv.stop());

/** A person who signed up for the session and rated each item of question i with vals[i]; suggest as given. */
async function grade(session: Awaited<ReturnType<typeof pastSessionWithQuestions>>, vals: number[], suggest = "") {
  const [p] = await signedInPeople(srv.deps.db, srv.url, 1, mobile++);
  await signUp(srv.deps.db, session.training.id, p.id);
  const list = session.questions.flatMap((question, i) => fullAnswers([question], vals[i]));
  const sent = await p.client.call("trainingevent/grade", { eventId: session.training.strId, list, suggest });
  expect(sent.code).toBe(0);
}

const question = (trainingId: number, extra: Record<string, unknown> = {}) => ({
  trainingId,
  title: "讲师表现",
  lecturer: "",
  items: ["专业", "清晰", "互动", "守时"],
  sort: 10,
  ...extra,
});

describe("grading in the back office", () => {
  test("only operators reach questions and results; enterprise HR and learners do not", async () => {
    const person = await signedInAs(srv.deps.db, srv.url, "13900000082", { roles: ["person"] });
    const hr = await signedInAs(srv.deps.db, srv.url, "13900000083", { roles: ["person", "enterprise"], companyId: null });
    const { training, questions } = await pastSessionWithQuestions(srv.deps.db);
    for (const [browser, status] of [
      [person, 401],
      [hr, 403],
    ] as const) {
      expect((await browser.get("/grade-questions")).status).toBe(status);
      expect((await browser.post("/grade-questions", question(training.id))).status).toBe(status);
      expect((await browser.put(`/grade-questions/${questions[0].id}`, question(training.id, { title: "越权" }))).status).toBe(status);
      expect((await browser.del(`/grade-questions/${questions[0].id}`)).status).toBe(status);
      expect((await browser.get("/grade-results/summary")).status).toBe(status);
      expect((await browser.get(`/grade-results/sessions/${training.id}`)).status).toBe(status);
    }
    const [row] = await srv.deps.db.select().from(gradeQuestions).where(eq(gradeQuestions.id, questions[0].id));
    expect(row!.title).toBe("问题1");
  });

  test("an operator builds a session's questions: four items, a lecturer of the session, then edits and sorts them", async () => {
    const { training } = await pastSessionWithQuestions(srv.deps.db, 0);
    for (const [body, message] of [
      [question(training.id, { items: ["a", "b", "c"] }), "每个问题须有4个评分项"],
      [question(training.id, { items: ["a", "b", "c", "d", "e"] }), "每个问题须有4个评分项"],
      [question(training.id, { items: ["a", "", "c", "d"] }), "请输入评分项"],
      [question(training.id, { title: "" }), "请输入问题"],
      [question(training.id, { lecturer: "张三" }), "讲师须为该课程的讲师之一"],
      [question(999_999), "请选择有效的直播课程"],
    ] as const) {
      const res = await op.post("/grade-questions", body);
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(message);
    }
    const made = await op.post("/grade-questions", question(training.id, { lecturer: "王老师" }));
    expect(made.status).toBe(201);
    expect(made.json.items).toEqual(["专业", "清晰", "互动", "守时"]);
    const second = await op.post("/grade-questions", question(training.id, { title: "内容", sort: 5 }));
    const list = await op.get(`/grade-questions${q({ filter: { trainingId: training.id }, sort: ["sort", "ASC"], range: [0, 9] })}`);
    expect(list.json.map((r: { id: number }) => r.id)).toEqual([second.json.id, made.json.id]);
    const edited = await op.put(`/grade-questions/${made.json.id}`, {
      ...question(training.id),
      title: "讲师表现（修改）",
      lecturer: "李老师",
    });
    expect(edited.status).toBe(200);
    expect(edited.json.lecturer).toBe("李老师");
    expect((await op.del(`/grade-questions/${second.json.id}`)).status).toBe(200);
  });

  test("a question that was answered cannot be deleted; its wording may still be fixed", async () => {
    const session = await pastSessionWithQuestions(srv.deps.db);
    await grade(session, [5, 4]);
    const id = session.questions[0].id;
    const res = await op.del(`/grade-questions/${id}`);
    expect(res.status).toBe(409);
    expect(res.json.message).toBe("该问题已有 4 条作答，不能删除");
    const shown = await op.get(`/grade-questions/${id}`);
    expect(shown.json.answered).toBe(1);
    const fixed = await op.put(`/grade-questions/${id}`, { title: "课程内容", lecturer: "", items: ["甲", "乙", "丙", "丁"], sort: 0 });
    expect(fixed.status).toBe(200);
  });

  test("results: the average per session and per lecturer, and per item with the suggestions", async () => {
    const a = await pastSessionWithQuestions(srv.deps.db);
    const b = await pastSessionWithQuestions(srv.deps.db);
    // Session a: two people; question 2 names 李老师.
    await grade(a, [5, 4], "讲得好");
    await grade(a, [3, 2]);
    // Session b: one person.
    await grade(b, [4, 5]);
    const res = await op.get("/grade-results/summary");
    expect(res.status).toBe(200);
    const results = res.json as GradeResults;
    const of = (id: number) => results.sessions.find((s) => s.id === id);
    expect(of(a.training.id)).toMatchObject({ title: a.training.title, gradings: 2, average: 3.5 });
    expect(of(b.training.id)).toMatchObject({ gradings: 1, average: 4.5 });
    // 李老师 over both sessions: 4, 2 (session a) and 5 (session b), four items each.
    const li = results.lecturers.find((l) => l.lecturer === "李老师");
    expect(li!.sessions).toBeGreaterThanOrEqual(2);
    const detail = (await op.get(`/grade-results/sessions/${a.training.id}`)).json as GradeSessionDetail;
    expect(detail.questions.map((x) => x.items[0])).toEqual([
      { title: "甲", average: 4, answers: 2 },
      { title: "甲", average: 3, answers: 2 },
    ]);
    expect(detail.suggestions.map((s) => s.suggest)).toEqual(["讲得好"]);
    expect((await op.get("/grade-results/sessions/999999")).status).toBe(404);
  });
});

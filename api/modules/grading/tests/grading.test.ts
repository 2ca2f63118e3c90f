import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { and, count, eq } from "drizzle-orm";
import { GRADE_MSG, GRADE_STATE_TEXT, type GradePage } from "@/api/contract/grading";
import { gradeAnswers, gradings } from "@/db/schema/grading";
import { testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { makeTraining, signedInPeople } from "../../training/tests/helpers";
import { fullAnswers, pastSessionWithQuestions, signUp, watchReplay } from "./fixtures";

let srv: TestServer;
let mobile = 17710000000;

beforeAll(async () => {
  srv = await startTestServer();
}, 60_000);
afterAll(() => srv.stop());

/** A signed-in person, new each time. */
async function person() {
  const [p] = await signedInPeople(srv.deps.db, srv.url, 1, mobile++);
  return p;
}

async function gradingsOf(trainingId: number, userId: number) {
  const [{ n }] = await srv.deps.db
    .select({ n: count() })
    .from(gradings)
    .where(and(eq(gradings.trainingId, trainingId), eq(gradings.userId, userId)));
  return n;
}

describe("trainingevent/GetGrade and trainingevent/grade", () => {
  test("a visitor is sent to the login (1503) for both calls", async () => {
    const { training, questions } = await pastSessionWithQuestions(srv.deps.db);
    const visitor = testClient(srv.url);
    expect((await visitor.call("trainingevent/GetGrade", { eventId: training.strId })).code).toBe(1503);
    const sent = await visitor.call("trainingevent/grade", { eventId: training.strId, list: fullAnswers(questions), suggest: "" });
    expect(sent.code).toBe(1503);
  });

  test("a signed-up person reads the questions with four items each, grades every one, then reads it as graded", async () => {
    const { training, questions } = await pastSessionWithQuestions(srv.deps.db);
    const p = await person();
    await signUp(srv.deps.db, training.id, p.id);
    const page = await p.client.call<GradePage>("trainingevent/GetGrade", { eventId: training.strId });
    expect(page.code).toBe(0);
    expect(page.data.state).toBe("open");
    expect(page.data.title).toBe(training.title);
    expect(page.data.questions.map((q) => q.title)).toEqual(["问题1", "问题2"]);
    expect(page.data.questions[1].lecturer).toBe("李老师");
    expect(page.data.questions[0].options).toEqual([
      { id: 1, title: "甲" },
      { id: 2, title: "乙" },
      { id: 3, title: "丙" },
      { id: 4, title: "丁" },
    ]);
    const list = fullAnswers(questions, 4).map((a) => ({ ...a, trainId: training.strId }));
    const sent = await p.client.call<{ gradingId: number }>("trainingevent/grade", { eventId: training.strId, list, suggest: " 很好 " });
    expect(sent.code).toBe(0);
    expect(sent.msg).toBe(GRADE_MSG.done);
    const [row] = await srv.deps.db.select().from(gradings).where(eq(gradings.id, sent.data.gradingId));
    expect(row!.suggest).toBe("很好");
    const [{ n }] = await srv.deps.db.select({ n: count() }).from(gradeAnswers).where(eq(gradeAnswers.gradingId, row!.id));
    expect(n).toBe(8);
    const after = await p.client.call<GradePage>("trainingevent/GetGrade", { eventId: training.strId });
    expect(after.data.state).toBe("graded");
    expect(after.data.stateText).toBe(GRADE_STATE_TEXT.graded);
  });

  test("a question with fewer than four answers, a repeated item, or no list is refused with 请填写完整信息 and nothing is written", async () => {
    const { training, questions } = await pastSessionWithQuestions(srv.deps.db);
    const p = await person();
    await watchReplay(srv.deps.db, training.id, p.id);
    const full = fullAnswers(questions);
    const missingOne = full.slice(0, -1);
    const repeated = [...full.slice(0, -1), { ...full[0] }];
    const onlyFirst = full.filter((a) => a.questionId === questions[0].id);
    const noVal = full.map((a, i) => (i === 2 ? { ...a, val: 0 } : a));
    for (const list of [missingOne, repeated, onlyFirst, noVal, []]) {
      const sent = await p.client.call("trainingevent/grade", { eventId: training.strId, list, suggest: "" });
      expect(sent.code).toBe(1);
      expect(sent.msg).toBe(GRADE_MSG.incomplete);
    }
    expect(await gradingsOf(training.id, p.id)).toBe(0);
  });

  test("an item not of the question, another session's question or another session's trainId is refused", async () => {
    const { training, questions } = await pastSessionWithQuestions(srv.deps.db);
    const other = await pastSessionWithQuestions(srv.deps.db, 1);
    const p = await person();
    await signUp(srv.deps.db, training.id, p.id);
    const full = fullAnswers(questions);
    const cases = [
      full.map((a, i) => (i === 0 ? { ...a, optionId: 5 } : a)),
      [...full, ...fullAnswers(other.questions)],
      full.map((a, i) => (i === 0 ? { ...a, questionId: other.questions[0].id } : a)),
      full.map((a) => ({ ...a, trainId: other.training.strId })),
    ];
    for (const list of cases) {
      const sent = await p.client.call("trainingevent/grade", { eventId: training.strId, list, suggest: "" });
      expect(sent.code).toBe(1);
      expect(sent.msg).toBe(GRADE_MSG.foreign);
    }
    expect(await gradingsOf(training.id, p.id)).toBe(0);
  });

  test("hostile values never answer 500: wrong types, a long suggestion, an unknown session", async () => {
    const { training, questions } = await pastSessionWithQuestions(srv.deps.db);
    const p = await person();
    await signUp(srv.deps.db, training.id, p.id);
    const full = fullAnswers(questions);
    for (const body of [
      { eventId: training.strId, list: "x", suggest: "" },
      { eventId: training.strId, list: [{ questionId: "a", optionId: 1, val: 1 }], suggest: "" },
      { eventId: training.strId, list: full, suggest: "长".repeat(501) },
      { eventId: { a: 1 }, list: full },
      { eventId: "no-such-session", list: full },
    ]) {
      const sent = await p.client.call("trainingevent/grade", body);
      expect(sent.code).toBe(1);
    }
    expect((await p.client.call("trainingevent/GetGrade", { eventId: "no-such-session" })).msg).toBe(GRADE_MSG.noEvent);
    expect(await gradingsOf(training.id, p.id)).toBe(0);
  });

  test("only people who signed up or watched may grade, and only once the session has started", async () => {
    const { training, questions } = await pastSessionWithQuestions(srv.deps.db);
    const stranger = await person();
    const page = await stranger.client.call<GradePage>("trainingevent/GetGrade", { eventId: training.strId });
    expect(page.data.state).toBe("notAttended");
    const sent = await stranger.client.call("trainingevent/grade", { eventId: training.strId, list: fullAnswers(questions), suggest: "" });
    expect(sent.msg).toBe(GRADE_STATE_TEXT.notAttended);

    const future = await makeTraining(srv.deps.db);
    const early = await person();
    await signUp(srv.deps.db, future.id, early.id);
    expect((await early.client.call<GradePage>("trainingevent/GetGrade", { eventId: future.strId })).data.state).toBe("notStarted");

    const bare = await makeTraining(srv.deps.db, { startAt: new Date(Date.now() - 7200_000), endAt: new Date(Date.now() - 3600_000) });
    await signUp(srv.deps.db, bare.id, early.id);
    expect((await early.client.call<GradePage>("trainingevent/GetGrade", { eventId: bare.strId })).data.state).toBe("noQuestions");
  });

  test("a double submission, even at the same instant, makes one grading; the second is told it was graded", async () => {
    const { training, questions } = await pastSessionWithQuestions(srv.deps.db);
    const p = await person();
    await signUp(srv.deps.db, training.id, p.id);
    const body = { eventId: training.strId, list: fullAnswers(questions, 3), suggest: "" };
    const answers = await Promise.all([1, 2, 3, 4].map(() => p.client.call("trainingevent/grade", body)));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    for (const a of answers.filter((x) => x.code !== 0)) expect(a.msg).toBe(GRADE_STATE_TEXT.graded);
    expect(await gradingsOf(training.id, p.id)).toBe(1);
    const again = await p.client.call("trainingevent/grade", body);
    expect(again.msg).toBe(GRADE_STATE_TEXT.graded);
    expect(await gradingsOf(training.id, p.id)).toBe(1);
  });
});

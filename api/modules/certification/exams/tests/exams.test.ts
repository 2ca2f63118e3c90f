import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { EXAM_MSG } from "@/api/contract/certification-exams";
import { signedInPeople } from "@/api/modules/training/tests/helpers";
import { exams } from "@/db/schema/certification/exams";
import { testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { addAttempt, makeExam } from "../../registration/tests/helpers";

type Card = { id: number; name: string; series: string; fee: number; isVideo: number; outlineUrl: string };
type Info = Card & {
  subjectNum: number;
  zongFen: number;
  passScore: number;
  duration: number;
  cnt: number;
  joinNum: number;
  discipline: string;
  attemptsLeft: number | null;
  refusal: string;
  nextUrl: string;
};

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
  await srv.deps.db.delete(exams);
}, 60_000);
afterAll(() => srv.stop());

describe("pearson/examall", () => {
  test("lists published exams in order with the fee in fen; a hidden one is left out", async () => {
    const second = await makeExam(srv.deps.db, { name: "中级", sort: 2, feeFen: 29900 });
    const first = await makeExam(srv.deps.db, { name: "初级", sort: 1, feeFen: 0, isVideo: 1, outlineUrl: "/outline.pdf" });
    await makeExam(srv.deps.db, { name: "下线", sort: 0, published: 0 });
    const res = await testClient(srv.url).call<Card[]>("pearson/examall");
    expect(res.code).toBe(0);
    expect(res.data.map((e) => e.name)).toEqual(["初级", "中级"]);
    expect(res.data[0]).toMatchObject({ id: first.id, fee: 0, isVideo: 1, outlineUrl: "/outline.pdf", series: "测试系列" });
    expect(res.data[1]).toMatchObject({ id: second.id, fee: 29900, outlineUrl: "" });
  });
});

describe("Pearson/GetExamNewSys", () => {
  test("answers the info pop-up's numbers, counting each person who joined once", async () => {
    const exam = await makeExam(srv.deps.db, { kaoShiId: "KS-T-1", subjectNum: 60, zongFen: 100, passScore: 70, duration: 90, cnt: 3 });
    const [a, b, c] = await signedInPeople(srv.deps.db, srv.url, 3, 13940000000);
    await addAttempt(srv.deps.db, a.id, exam.id, {
      status: "failed",
      paidAt: new Date(Date.now() - 60 * 86_400_000),
      resultAt: new Date(Date.now() - 60 * 86_400_000),
    });
    await addAttempt(srv.deps.db, a.id, exam.id, { status: "waitaudit", paidAt: new Date() });
    await addAttempt(srv.deps.db, b.id, exam.id, { status: "passed", paidAt: new Date() });
    // Not paid yet: not joined.
    await addAttempt(srv.deps.db, c.id, exam.id, { status: "unpaid" });

    const visitor = await testClient(srv.url).call<Info>("Pearson/GetExamNewSys", { kaoShiId: "KS-T-1" });
    expect(visitor.data).toMatchObject({
      id: exam.id,
      subjectNum: 60,
      zongFen: 100,
      passScore: 70,
      duration: 90,
      cnt: 3,
      joinNum: 2,
      attemptsLeft: null,
      nextUrl: "",
    });
    expect(visitor.data.discipline).toBe("独立完成");

    // Signed in: attempts left and where the open registration goes on.
    const mine = await a.client.call<Info>("Pearson/GetExamNewSys", { examId: exam.id });
    expect(mine.data).toMatchObject({ attemptsLeft: 1, refusal: "", nextUrl: `/certification/waitaudit?examid=${exam.id}` });
    const passed = await b.client.call<Info>("Pearson/GetExamNewSys", { examId: String(exam.id) });
    expect(passed.data).toMatchObject({ attemptsLeft: 2, refusal: "您已通过该考试，无需重复报名", nextUrl: "" });
  });

  test("an unknown or hidden exam answers a message", async () => {
    const hidden = await makeExam(srv.deps.db, { published: 0 });
    for (const body of [{ examId: hidden.id }, { examId: 999_999 }, { kaoShiId: "nope" }]) {
      expect(await testClient(srv.url).call("Pearson/GetExamNewSys", body)).toMatchObject({ code: 1, msg: EXAM_MSG.examMissing });
    }
    expect(await testClient(srv.url).call("Pearson/GetExamNewSys", {})).toMatchObject({ code: 1 });
  });
});

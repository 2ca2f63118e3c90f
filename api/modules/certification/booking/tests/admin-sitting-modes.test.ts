import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { type AdminBrowser, signedInOperator } from "@/api/admin/tests/support";
import { examSessions } from "@/db/schema/certification/exams";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { makeExam } from "./helpers";

let srv: TestServer;
let op: AdminBrowser;

beforeAll(async () => {
  srv = await startTestServer();
  op = await signedInOperator(srv.deps.db, srv.url, "13900000961", "考务");
}, 60_000);
afterAll(() => srv.stop());

const sitting = (examId: number, over: Record<string, unknown> = {}) => ({
  examId,
  name: "在线场次",
  startAt: "2031-10-01T02:00:00.000Z",
  seats: 10,
  url: "",
  ...over,
});

describe("考试方式 and 停止入场时间 of a sitting", () => {
  test("a sitting is taken online by default and needs no link; its closing time is kept", async () => {
    const exam = await makeExam(srv.deps.db);
    const res = await op.post("/exam-sessions", sitting(exam.id, { closesAt: "2031-10-01T02:30:00.000Z" }));
    expect(res).toMatchObject({ status: 201, json: { mode: "online", url: "", closesAt: "2031-10-01T02:30:00.000Z" } });
    const [row] = await srv.deps.db.select().from(examSessions).where(eq(examSessions.id, res.json.id));
    expect(row).toMatchObject({ mode: "online", closesAt: new Date("2031-10-01T02:30:00.000Z") });
    expect((await op.post("/exam-sessions", sitting(exam.id))).json).toMatchObject({ mode: "online", closesAt: null });
  });

  test("an outside provider's sitting needs its link", async () => {
    const exam = await makeExam(srv.deps.db);
    expect(await op.post("/exam-sessions", sitting(exam.id, { mode: "provider" }))).toMatchObject({
      status: 400,
      json: { message: "外部考试链接方式须填写考试链接", field: "url" },
    });
    const ok = await op.post("/exam-sessions", sitting(exam.id, { mode: "provider", url: "https://exam.example.com/x" }));
    expect(ok).toMatchObject({ status: 201, json: { mode: "provider", url: "https://exam.example.com/x" } });
    expect(await op.post("/exam-sessions", sitting(exam.id, { mode: "paper" }))).toMatchObject({
      status: 400,
      json: { message: "请选择考试方式", field: "mode" },
    });
  });

  test("the closing time must come after the start", async () => {
    const exam = await makeExam(srv.deps.db);
    for (const closesAt of ["2031-10-01T02:00:00.000Z", "2031-10-01T01:00:00.000Z"]) {
      expect(await op.post("/exam-sessions", sitting(exam.id, { closesAt }))).toMatchObject({
        status: 400,
        json: { message: "停止入场时间须晚于开始时间", field: "closesAt" },
      });
    }
  });
});

import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { type AdminBrowser, auditRows, listQuery, signedInAs, signedInOperator } from "@/api/admin/tests/support";
import { signedInPeople } from "@/api/modules/training/tests/helpers";
import { examSessions } from "@/db/schema/certification/exams";
import { companies } from "@/db/schema/company";
import { letters } from "@/db/schema/letters/letters";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { makeExam, makeSitting, register } from "./helpers";

let srv: TestServer;
let op: AdminBrowser;

beforeAll(async () => {
  srv = await startTestServer();
  op = await signedInOperator(srv.deps.db, srv.url, "13900000031", "运营考务");
}, 60_000);
afterAll(() => srv.stop());

const sittingInput = (examId: number) => ({
  examId,
  name: "  中级认证 上午场 ",
  startAt: "2031-09-01T02:00:00.000Z",
  seats: 20,
  url: "https://exam.example.com/sep-am",
});

/** Two candidates booked on a sitting through the portal, as they would. */
async function bookTwo(examId: number, sessionId: number, firstMobile: number) {
  const people = await signedInPeople(srv.deps.db, srv.url, 2, firstMobile);
  await register(srv.deps.db, examId, people);
  for (const p of people) {
    const booked = await p.client.call("pearson/GetSesstionToUrl", { id: sessionId, starttime: "2031-09-01", examid: examId });
    expect(booked.code).toBe(0);
  }
  return people;
}

describe("exam sittings in the back office", () => {
  test("an operator creates a sitting and lists sittings by exam and Beijing date; writes are audited", async () => {
    const exam = await makeExam(srv.deps.db);
    const other = await makeExam(srv.deps.db);
    const created = await op.post("/exam-sessions", sittingInput(exam.id));
    expect(created).toMatchObject({
      status: 201,
      json: { examId: exam.id, name: "中级认证 上午场", seats: 20, seatsTaken: 0, seatsLeft: 20, url: "https://exam.example.com/sep-am" },
    });
    // 2031-09-01 23:30 in Beijing is still 09-01 there, though 15:30 UTC.
    await makeSitting(srv.deps.db, exam.id, { at: "2031-09-01 23:30" });
    await makeSitting(srv.deps.db, exam.id, { at: "2031-09-02 00:30" });
    await makeSitting(srv.deps.db, other.id, { at: "2031-09-01 10:00" });

    const list = await op.get(
      `/exam-sessions${listQuery({ filter: { examId: exam.id, date: "2031-09-01" }, sort: ["startAt", "ASC"], range: [0, 9] })}`,
    );
    expect(list.status).toBe(200);
    expect(list.headers.get("content-range")).toBe("exam-sessions 0-1/2");
    expect(list.json.map((s: { id: number }) => s.id)[0]).toBe(created.json.id);

    // The list opens on sittings still to come; the switch turns to those already held.
    const held = await makeSitting(srv.deps.db, exam.id, { startAt: new Date(Date.now() - 3600_000) });
    const ids = async (upcoming: boolean) =>
      (await op.get(`/exam-sessions${listQuery({ filter: { examId: exam.id, upcoming } })}`)).json.map((s: { id: number }) => s.id);
    expect(await ids(true)).not.toContain(held.id);
    expect(await ids(true)).toHaveLength(3);
    expect(await ids(false)).toEqual([held.id]);

    expect((await auditRows(srv.deps.db, "exam-sessions", created.json.id)).map((r) => r.action)).toEqual(["create"]);
    expect(await op.post("/exam-sessions", { ...sittingInput(exam.id), name: "" })).toMatchObject({
      status: 400,
      json: { message: "请输入场次名称" },
    });
    expect(await op.post("/exam-sessions", { ...sittingInput(exam.id), seats: 0 })).toMatchObject({
      status: 400,
      json: { field: "seats" },
    });
    expect(await op.post("/exam-sessions", { ...sittingInput(exam.id), url: "ftp://x" })).toMatchObject({
      status: 400,
      json: { field: "url" },
    });
  });

  test("seats never go below those taken; a move of the time tells the booked candidates by letter", async () => {
    const exam = await makeExam(srv.deps.db, { name: "认证考试（改期）" });
    const { json: sitting } = await op.post("/exam-sessions", sittingInput(exam.id));
    const people = await bookTwo(exam.id, sitting.id, 17800000000);

    const tooFew = await op.put(`/exam-sessions/${sitting.id}`, { ...sittingInput(exam.id), seats: 1 });
    expect(tooFew).toMatchObject({ status: 400, json: { message: "已有 2 位考生预约，座位数不能少于该人数", field: "seats" } });
    const otherExam = await makeExam(srv.deps.db);
    expect(await op.put(`/exam-sessions/${sitting.id}`, { ...sittingInput(otherExam.id) })).toMatchObject({
      status: 400,
      json: { field: "examId" },
    });

    const moved = await op.put(`/exam-sessions/${sitting.id}`, { ...sittingInput(exam.id), seats: 2, startAt: "2031-09-01T06:30:00.000Z" });
    expect(moved).toMatchObject({ status: 200, json: { seats: 2, seatsTaken: 2, seatsLeft: 0 } });
    for (const p of people) {
      const mine = await srv.deps.db.select().from(letters).where(eq(letters.userId, p.id));
      const notice = mine.find((l) => l.title === "考试场次变更通知");
      expect(notice?.content).toContain("考试时间变更为 2031-09-01 14:30（北京时间）");
      expect(notice?.content).toContain("认证考试（改期）");
    }
    expect((await auditRows(srv.deps.db, "exam-sessions", sitting.id)).map((r) => r.action)).toEqual(["create", "update"]);

    // The booked candidates, by sitting.
    const booked = await op.get(
      `/exam-bookings${listQuery({ filter: { sessionId: sitting.id }, sort: ["bookedAt", "ASC"], range: [0, 9] })}`,
    );
    expect(booked.status).toBe(200);
    expect(booked.json.map((b: { phone: string }) => b.phone).sort()).toEqual(people.map((p) => `+86 ${p.mobile}`).sort());
    expect(booked.json.every((b: Record<string, unknown>) => b.status === "booked" && b.chineseName === "考生" && !("idCard" in b))).toBe(
      true,
    );
  });

  test("a sitting with booked candidates cannot be deleted; an empty one can", async () => {
    const exam = await makeExam(srv.deps.db);
    const { json: busy } = await op.post("/exam-sessions", sittingInput(exam.id));
    await bookTwo(exam.id, busy.id, 17810000000);
    expect(await op.del(`/exam-sessions/${busy.id}`)).toMatchObject({
      status: 409,
      json: { message: "该场次已有 2 位考生预约，不能删除" },
    });

    const { json: empty } = await op.post("/exam-sessions", sittingInput(exam.id));
    expect((await op.del(`/exam-sessions/${empty.id}`)).status).toBe(200);
    expect(await srv.deps.db.select().from(examSessions).where(eq(examSessions.id, empty.id))).toHaveLength(0);
    expect((await auditRows(srv.deps.db, "exam-sessions", empty.id)).map((r) => r.action)).toEqual(["create", "delete"]);
  });

  test("enterprise accounts see neither the sittings nor who booked them", async () => {
    const [company] = await srv.deps.db.insert(companies).values({ companyName: "考务测试企业" }).returning();
    const hr = await signedInAs(srv.deps.db, srv.url, "13900000032", { roles: ["person", "enterprise"], companyId: company!.id });
    expect((await hr.get("/exam-sessions")).status).toBe(403);
    expect((await hr.get("/exam-bookings")).status).toBe(403);
    const exam = await makeExam(srv.deps.db);
    expect((await hr.post("/exam-sessions", sittingInput(exam.id))).status).toBe(403);
  });
});

import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { type AdminBrowser, auditRows, listQuery, signedInAs, signedInOperator } from "@/api/admin/tests/support";
import type { AttemptEventRow, ExamAttemptRow } from "@/api/contract/online-exam-admin";
import { certificates } from "@/db/schema/certification/certificates";
import { examRegistrations } from "@/db/schema/certification/exams";
import { examAttemptEvents, examAttempts } from "@/db/schema/certification/online-exams";
import { letters } from "@/db/schema/letters/letters";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { addEvent, attemptWaiting, makeExam } from "./helpers";

let srv: TestServer;
let op: AdminBrowser;
let hr: AdminBrowser;
let exam: Awaited<ReturnType<typeof makeExam>>;
let next = 0;
const mobile = () => String(13700000200 + ++next);

beforeAll(async () => {
  srv = await startTestServer();
  op = await signedInOperator(srv.deps.db, srv.url, "13900000981", "监考审核员");
  hr = await signedInAs(srv.deps.db, srv.url, "13850000982", { roles: ["person", "enterprise"] });
  exam = await makeExam(srv.deps.db, { name: "网络安全在线认证", zongFen: 100, passScore: 60 });
}, 60_000);
afterAll(() => srv.stop());

/** An attempt marked and passed through 阅卷, with its certificate issued. */
async function passedAttempt(values: { proctored?: number; violations?: number } = {}) {
  const a = await attemptWaiting(srv.deps.db, exam, mobile(), values);
  const marked = await op.post("/exam-markings/mark", { attemptId: a.attempt.id, questionId: a.shortId, score: 55, comment: "" });
  expect(marked.json).toMatchObject({ finished: true, score: 95 });
  return a;
}

describe("监考记录: attempts for review", () => {
  test("the list names the exam, sitting and candidate; filters by status, proctored and violations", async () => {
    const watched = await attemptWaiting(srv.deps.db, exam, mobile(), { proctored: 1, violations: 2 });
    const plain = await attemptWaiting(srv.deps.db, exam, mobile());
    const list = await op.get(`/exam-attempts${listQuery({ filter: { examId: exam.id }, sort: ["startedAt", "DESC"], range: [0, 49] })}`);
    expect(list.status).toBe(200);
    const row = (list.json as ExamAttemptRow[]).find((r) => r.id === watched.attempt.id);
    expect(row).toMatchObject({
      examName: "网络安全在线认证",
      sessionName: watched.sitting.name,
      chineseName: watched.registration.chineseName,
      status: "marking",
      endReason: "submitted",
      proctored: true,
      violations: 2,
      leaveLimit: 3,
      score: null,
    });
    const ids = async (filter: Record<string, unknown>) =>
      ((await op.get(`/exam-attempts${listQuery({ filter: { examId: exam.id, ...filter } })}`)).json as ExamAttemptRow[]).map((r) => r.id);
    expect(await ids({ violated: true })).toEqual([watched.attempt.id]);
    expect(await ids({ proctored: false })).toContain(plain.attempt.id);
    expect(await ids({ proctored: false })).not.toContain(watched.attempt.id);
    expect(await ids({ status: "scored" })).not.toContain(plain.attempt.id);
    expect(await ids({ endReason: "timeout" })).toEqual([]);
    expect((await op.get(`/exam-attempts${listQuery({ filter: { status: "lost" } })}`)).status).toBe(400);
  });

  test("the timeline in order; a kept snapshot's picture for operators, a deleted one said so", async () => {
    const a = await attemptWaiting(srv.deps.db, exam, mobile(), { proctored: 1 });
    const key = `examsnap/${a.user.id}/kept.jpg`;
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 0xff, 0xd9]);
    await srv.deps.storage.put(key, jpeg);
    const t = (min: number) => new Date(Date.now() - min * 60_000);
    await addEvent(srv.deps.db, a.attempt.id, { kind: "start", at: t(50) });
    const kept = await addEvent(srv.deps.db, a.attempt.id, { kind: "snapshot", photoKey: key, at: t(45) });
    const gone = await addEvent(srv.deps.db, a.attempt.id, {
      kind: "snapshot",
      photoKey: `examsnap/${a.user.id}/gone.jpg`,
      photoDeletedAt: new Date(),
      at: t(40),
    });
    await addEvent(srv.deps.db, a.attempt.id, { kind: "blur", at: t(30) });
    await addEvent(srv.deps.db, a.attempt.id, { kind: "end", detail: "考生交卷", at: t(20) });

    const events = (await op.get(`/exam-attempts/${a.attempt.id}/events`)).json.data as AttemptEventRow[];
    expect(events.map((e) => e.kind)).toEqual(["start", "snapshot", "snapshot", "blur", "end"]);
    expect(events[1]).toMatchObject({ photoUrl: `/admin/api/exam-attempts/${a.attempt.id}/events/${kept.id}/photo`, photoDeletedAt: null });
    expect(events[2]!.photoUrl).toBeNull();
    expect(events[2]!.photoDeletedAt).toBeTruthy();
    expect(events[4]!.detail).toBe("考生交卷");

    const photo = await fetch(`${srv.url}${events[1]!.photoUrl}`, {
      headers: { cookie: [...op.cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/jpeg");
    expect(Buffer.from(await photo.arrayBuffer()).equals(jpeg)).toBe(true);
    expect(await op.get(`/exam-attempts/${a.attempt.id}/events/${gone.id}/photo`)).toMatchObject({
      status: 404,
      json: { message: "照片已按规定于拍摄7天后删除" },
    });
    // Another attempt's event id does not open this one's picture.
    const other = await attemptWaiting(srv.deps.db, exam, mobile());
    expect((await op.get(`/exam-attempts/${other.attempt.id}/events/${kept.id}/photo`)).status).toBe(404);
  });

  test("作废: attempt voided with the reason, result failed with 0, certificate revoked, candidate told, audited; twice refused", async () => {
    const a = await passedAttempt({ proctored: 1 });
    expect(await op.post(`/exam-attempts/${a.attempt.id}/void`, { reason: "  " })).toMatchObject({
      status: 400,
      json: { message: "请填写作废原因", field: "reason" },
    });
    expect((await op.post(`/exam-attempts/${a.attempt.id}/void`, { reason: "长".repeat(201) })).status).toBe(400);

    const res = await op.post(`/exam-attempts/${a.attempt.id}/void`, { reason: "抓拍照片显示他人代考" });
    expect(res).toMatchObject({ status: 200, json: { status: "voided", voidReason: "抓拍照片显示他人代考" } });
    const [attempt] = await srv.deps.db.select().from(examAttempts).where(eq(examAttempts.id, a.attempt.id));
    expect(attempt).toMatchObject({ status: "voided", voidReason: "抓拍照片显示他人代考" });
    expect(attempt!.voidedAt).toBeInstanceOf(Date);
    const events = await srv.deps.db.select().from(examAttemptEvents).where(eq(examAttemptEvents.attemptId, a.attempt.id));
    expect(events.find((e) => e.kind === "void")).toMatchObject({ detail: "抓拍照片显示他人代考" });
    const [reg] = await srv.deps.db.select().from(examRegistrations).where(eq(examRegistrations.id, a.registration.id));
    expect(reg).toMatchObject({ status: "failed", score: 0 });
    const [cert] = await srv.deps.db.select().from(certificates).where(eq(certificates.registrationId, a.registration.id));
    expect(cert!.revokedAt).toBeInstanceOf(Date);
    expect(cert!.revokeReason).toContain("抓拍照片显示他人代考");
    const told = await srv.deps.db.select().from(letters).where(eq(letters.userId, a.user.id));
    const letter = told.find((l) => l.title === "考试成绩已作废");
    expect(letter?.content).toContain("原因：抓拍照片显示他人代考");
    expect(letter?.content).toContain(cert!.number);
    const audits = await auditRows(srv.deps.db, "exam-attempts", a.attempt.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]!.after).toMatchObject({ status: "voided" });

    expect(await op.post(`/exam-attempts/${a.attempt.id}/void`, { reason: "再次作废" })).toMatchObject({
      status: 409,
      json: { message: "该考试记录已作废" },
    });
    expect(await auditRows(srv.deps.db, "exam-attempts", a.attempt.id)).toHaveLength(1);
    expect((await op.get(`/exam-attempts/${a.attempt.id}`)).json).toMatchObject({ status: "voided", voidReason: "抓拍照片显示他人代考" });
  });

  test("a running attempt cannot be voided", async () => {
    const a = await attemptWaiting(srv.deps.db, exam, mobile());
    await srv.deps.db
      .update(examAttempts)
      .set({ status: "running", endedAt: null, endReason: null })
      .where(eq(examAttempts.id, a.attempt.id));
    expect(await op.post(`/exam-attempts/${a.attempt.id}/void`, { reason: "作弊" })).toMatchObject({
      status: 409,
      json: { message: "考试尚未结束，不能作废" },
    });
  });

  test("an enterprise account is refused the list, the timeline, the pictures and 作废", async () => {
    const a = await passedAttempt();
    const snap = await addEvent(srv.deps.db, a.attempt.id, { kind: "snapshot", photoKey: "examsnap/x.jpg" });
    expect((await hr.get(`/exam-attempts${listQuery({})}`)).status).toBe(403);
    expect((await hr.get(`/exam-attempts/${a.attempt.id}`)).status).toBe(403);
    expect((await hr.get(`/exam-attempts/${a.attempt.id}/events`)).status).toBe(403);
    expect((await hr.get(`/exam-attempts/${a.attempt.id}/events/${snap.id}/photo`)).status).toBe(403);
    expect((await hr.post(`/exam-attempts/${a.attempt.id}/void`, { reason: "作弊" })).status).toBe(403);
    const [attempt] = await srv.deps.db.select().from(examAttempts).where(eq(examAttempts.id, a.attempt.id));
    expect(attempt!.status).toBe("scored");
  });
});

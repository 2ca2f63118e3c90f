import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { type AdminBrowser, auditRows, signedInAs, signedInOperator } from "@/api/admin/tests/support";
import type { MarkingQueue } from "@/api/contract/online-exam-admin";
import { certificates } from "@/db/schema/certification/certificates";
import { examRegistrations } from "@/db/schema/certification/exams";
import { examAttemptAnswers, examAttempts } from "@/db/schema/certification/online-exams";
import { letters } from "@/db/schema/letters/letters";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { attemptWaiting, makeExam } from "./helpers";

let srv: TestServer;
let op: AdminBrowser;
let second: AdminBrowser;
let exam: Awaited<ReturnType<typeof makeExam>>;
let next = 0;
const mobile = () => String(13700000100 + ++next);

beforeAll(async () => {
  srv = await startTestServer();
  op = await signedInOperator(srv.deps.db, srv.url, "13900000971", "阅卷人甲");
  second = await signedInOperator(srv.deps.db, srv.url, "13900000972", "阅卷人乙");
  exam = await makeExam(srv.deps.db, { name: "数据管理在线认证", zongFen: 100, passScore: 60 });
}, 60_000);
afterAll(() => srv.stop());

const queue = async (who: AdminBrowser = op, skip = 0) => (await who.get(`/exam-markings/next?skip=${skip}`)).json as MarkingQueue;
const mark = (who: AdminBrowser, body: Record<string, unknown>) => who.post("/exam-markings/mark", { comment: "", ...body });

describe("阅卷: marking short answers", () => {
  test("the queue gives one waiting answer, blind: exam, stem, reference answer, points and the text, never the person", async () => {
    const a = await attemptWaiting(srv.deps.db, exam, mobile());
    const q = await queue();
    expect(q.pending).toBeGreaterThanOrEqual(1);
    expect(q.item).toEqual({
      attemptId: a.attempt.id,
      questionId: a.shortId,
      examName: "数据管理在线认证",
      stem: "请简述数据备份的三种方式",
      image: "",
      referenceAnswer: "全量、增量、差异备份",
      points: 60,
      answer: "全量备份、增量备份和差异备份",
    });
    const raw = JSON.stringify(q);
    expect(raw).not.toContain(a.user.mobile);
    expect(raw).not.toContain(a.registration.chineseName);
    expect(raw).not.toContain("registration");
    // The machine-scored single choice never waits.
    expect(q.item?.questionId).not.toBe(a.singleId);
  });

  test("a score above the question's points is refused and nothing is marked", async () => {
    const a = await attemptWaiting(srv.deps.db, exam, mobile());
    expect(await mark(op, { attemptId: a.attempt.id, questionId: a.shortId, score: 61 })).toMatchObject({
      status: 400,
      json: { message: "分数须为0到60之间的整数", field: "score" },
    });
    expect(await mark(op, { attemptId: a.attempt.id, questionId: a.singleId, score: 10 })).toMatchObject({
      status: 404,
      json: { message: "该答案不存在或无需阅卷" },
    });
    const [answer] = await srv.deps.db.select().from(examAttemptAnswers).where(eq(examAttemptAnswers.questionId, a.shortId));
    expect(answer!.markScore).toBeNull();
  });

  test("the last mark scores the attempt, records the pass and issues the certificate; audited; a second marker is refused", async () => {
    const a = await attemptWaiting(srv.deps.db, exam, mobile());
    const before = (await queue()).pending;
    const res = await mark(op, { attemptId: a.attempt.id, questionId: a.shortId, score: 50, comment: "要点齐全" });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ finished: true, score: 90, pending: before - 1 });
    expect(res.json.certificateNumber).toBeTruthy();

    const [answer] = await srv.deps.db.select().from(examAttemptAnswers).where(eq(examAttemptAnswers.questionId, a.shortId));
    expect(answer).toMatchObject({ markScore: 50, markComment: "要点齐全" });
    const [attempt] = await srv.deps.db.select().from(examAttempts).where(eq(examAttempts.id, a.attempt.id));
    expect(attempt).toMatchObject({ status: "scored", score: 90, pending: 0 });
    const [reg] = await srv.deps.db.select().from(examRegistrations).where(eq(examRegistrations.id, a.registration.id));
    expect(reg).toMatchObject({ status: "passed", score: 90 });
    const [cert] = await srv.deps.db.select().from(certificates).where(eq(certificates.registrationId, a.registration.id));
    expect(cert).toMatchObject({ number: res.json.certificateNumber, score: 90 });
    const told = await srv.deps.db.select().from(letters).where(eq(letters.userId, a.user.id));
    expect(told.map((l) => l.title)).toContain("认证考试通过");
    const audits = await auditRows(srv.deps.db, "exam-markings", a.attempt.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]!.after).toMatchObject({ questionId: a.shortId, markScore: 50 });

    // The other marker, on the same answer: refused, and the score stands.
    expect(await mark(second, { attemptId: a.attempt.id, questionId: a.shortId, score: 10 })).toMatchObject({
      status: 409,
      json: { message: "该答案已被其他阅卷人评分" },
    });
    expect((await queue()).item?.attemptId).not.toBe(a.attempt.id);
  });

  test("two markers at once: one marks, the other hears it was taken", async () => {
    const a = await attemptWaiting(srv.deps.db, exam, mobile());
    const answers = await Promise.all([
      mark(op, { attemptId: a.attempt.id, questionId: a.shortId, score: 10 }),
      mark(second, { attemptId: a.attempt.id, questionId: a.shortId, score: 30 }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.status === 409)!.json.message).toBe("该答案已被其他阅卷人评分");
    const [attempt] = await srv.deps.db.select().from(examAttempts).where(eq(examAttempts.id, a.attempt.id));
    expect(attempt!.status).toBe("scored");
    // 40 + 10 or 40 + 30: scored once, as one marker gave it; 50 fails the 60 pass mark, 70 passes.
    const [reg] = await srv.deps.db.select().from(examRegistrations).where(eq(examRegistrations.id, a.registration.id));
    expect(reg!.status).toBe(attempt!.score! >= 60 ? "passed" : "failed");
    expect(await auditRows(srv.deps.db, "exam-markings", a.attempt.id)).toHaveLength(1);
  });

  test("an enterprise account is refused the queue and marking", async () => {
    const a = await attemptWaiting(srv.deps.db, exam, mobile());
    const hr = await signedInAs(srv.deps.db, srv.url, "13850000973", { roles: ["person", "enterprise"] });
    expect((await hr.get("/exam-markings/next")).status).toBe(403);
    expect((await mark(hr, { attemptId: a.attempt.id, questionId: a.shortId, score: 10 })).status).toBe(403);
    const [answer] = await srv.deps.db.select().from(examAttemptAnswers).where(eq(examAttemptAnswers.questionId, a.shortId));
    expect(answer!.markScore).toBeNull();
  });
});

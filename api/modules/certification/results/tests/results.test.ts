import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { type AdminBrowser, auditRows, signedInOperator } from "@/api/admin/tests/support";
import { AppError } from "@/api/protocol/errors";
import { certificates } from "@/db/schema/certification/certificates";
import { examRegistrations } from "@/db/schema/certification/exams";
import { letters } from "@/db/schema/letters/letters";
import { smsOutbox } from "@/db/schema/letters/sms-outbox";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { recordResult } from "../record";
import { bookedAttempt, makeExam } from "./fixtures";

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
}, 60_000);
afterAll(() => srv.stop());

const record = (registrationId: number, score: number) =>
  srv.deps.db.transaction((tx) => recordResult(tx, srv.deps.sms, registrationId, score));
const lettersOf = (userId: number) => srv.deps.db.select().from(letters).where(eq(letters.userId, userId));
const textsTo = (mobile: string) => srv.deps.db.select().from(smsOutbox).where(eq(smsOutbox.mobile, mobile));

describe("recording a result", () => {
  test("a score at the pass score passes and issues a certificate; the candidate gets a letter and a text with its number and code", async () => {
    const exam = await makeExam(srv.deps.db, { passScore: 70, zongFen: 100, certValidMonths: 24 });
    const { user, reg } = await bookedAttempt(srv.deps.db, exam.id, { name: "王小明" });
    const result = await record(reg.id, 70);
    expect(result?.after.status).toBe("passed");
    expect(result?.after.score).toBe(70);
    const cert = result!.certificate!;
    expect(cert.number).toMatch(new RegExp(`^CERT${new Date(Date.now() + 8 * 3600_000).getUTCFullYear()}\\d{6}$`));
    expect(cert.code).toMatch(/^[A-HJ-NP-Z2-9]{4}$/);
    expect(cert.holderName).toBe("王小明");
    expect(cert.examName).toBe(exam.name);
    expect(cert.idCard).toBe(reg.idCard);
    const months = (cert.expiresAt!.getTime() - cert.issuedAt.getTime()) / (30.44 * 24 * 3600_000);
    expect(Math.round(months)).toBe(24);

    const [letter] = await lettersOf(user.id);
    expect(letter?.title).toBe("认证考试通过");
    expect(letter?.content).toContain(cert.number);
    expect(letter?.content).toContain(cert.code);
    expect(letter?.link).toBe(`/certificate/print?number=${cert.number}`);
    const [text] = await textsTo(user.mobile);
    expect(text?.text).toContain(`证书编号${cert.number}，查询码${cert.code}`);
  });

  test("a score below the pass score fails: no certificate, and the letter says so with the pass score", async () => {
    const exam = await makeExam(srv.deps.db, { passScore: 75 });
    const { user, reg } = await bookedAttempt(srv.deps.db, exam.id);
    const result = await record(reg.id, 74);
    expect(result?.after.status).toBe("failed");
    expect(result?.certificate).toBeNull();
    expect(await srv.deps.db.select().from(certificates).where(eq(certificates.registrationId, reg.id))).toHaveLength(0);
    const [letter] = await lettersOf(user.id);
    expect(letter?.title).toBe("认证考试未通过");
    expect(letter?.content).toContain("成绩74分，合格分为75分");
    expect((await textsTo(user.mobile))[0]?.text).toContain("很遗憾，您未通过");
  });

  test("an exam without a validity period issues a certificate that never lapses", async () => {
    const exam = await makeExam(srv.deps.db, { certValidMonths: null });
    const { reg } = await bookedAttempt(srv.deps.db, exam.id);
    expect((await record(reg.id, 99))?.certificate?.expiresAt).toBeNull();
  });

  test("a score above the full marks is refused and changes nothing", async () => {
    const exam = await makeExam(srv.deps.db, { zongFen: 100 });
    const { reg } = await bookedAttempt(srv.deps.db, exam.id);
    const err = await record(reg.id, 101).catch((e) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err.message).toBe("分数不能超过满分100分");
    const [after] = await srv.deps.db.select().from(examRegistrations).where(eq(examRegistrations.id, reg.id));
    expect(after?.status).toBe("booked");
  });

  test("an attempt that is not booked gets no result", async () => {
    const exam = await makeExam(srv.deps.db);
    const { reg } = await bookedAttempt(srv.deps.db, exam.id, { status: "approved" });
    expect(await record(reg.id, 90)).toBeUndefined();
    const [after] = await srv.deps.db.select().from(examRegistrations).where(eq(examRegistrations.id, reg.id));
    expect(after?.status).toBe("approved");
  });
});

describe("recording in the back office", () => {
  let operator: AdminBrowser;
  beforeAll(async () => {
    operator = await signedInOperator(srv.deps.db, srv.url, "13700000001", "成绩录入员");
  });

  test("the same pass recorded five times at once is applied once: one certificate, one letter, one audit row", async () => {
    const exam = await makeExam(srv.deps.db);
    const { user, reg } = await bookedAttempt(srv.deps.db, exam.id);
    const answers = await Promise.all(Array.from({ length: 5 }, () => operator.post(`/exam-results/${reg.id}/score`, { score: 88 })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const ok = answers.find((a) => a.status === 200)!;
    expect(ok.json.status).toBe("passed");
    expect(ok.json.certificateNumber).toMatch(/^CERT\d{10}$/);
    expect(answers.find((a) => a.status === 409)!.json.message).toBe("成绩已录入，不能重复录入");
    expect(await srv.deps.db.select().from(certificates).where(eq(certificates.registrationId, reg.id))).toHaveLength(1);
    expect(await lettersOf(user.id)).toHaveLength(1);
    expect(await textsTo(user.mobile)).toHaveLength(1);
    const audits = await auditRows(srv.deps.db, "exam-results", reg.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorName: "成绩录入员 +86 13700000001", action: "update" });
    expect((audits[0]!.before as { status: string }).status).toBe("booked");
    expect(audits[0]!.after as { status: string; score: number }).toMatchObject({ status: "passed", score: 88 });
  });

  test("a score over full marks answers the message under the score field", async () => {
    const exam = await makeExam(srv.deps.db, { zongFen: 150, passScore: 90 });
    const { reg } = await bookedAttempt(srv.deps.db, exam.id);
    const res = await operator.post(`/exam-results/${reg.id}/score`, { score: 151 });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message: "分数不能超过满分150分", field: "score", errors: { score: "分数不能超过满分150分" } });
    const bad = await operator.post(`/exam-results/${reg.id}/score`, { score: 8.5 });
    expect(bad.json.message).toBe("请输入0-1000之间的整数分数");
  });
});

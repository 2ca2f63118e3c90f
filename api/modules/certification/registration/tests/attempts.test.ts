import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { beijingMonthStart } from "@/api/contract/beijing-time";
import { signedInPeople } from "@/api/modules/training/tests/helpers";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { addAttempt, freshCode, makeExam, registrationForm } from "./helpers";

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
}, 60_000);
afterAll(() => srv.stop());

const DAY = 24 * 3600_000;
const lastMonth = () => new Date(beijingMonthStart(new Date()).getTime() - 3 * DAY);

/** A person with the given past attempts tries to register again: the answer. */
async function registerAfter(mobile: number, exam: Awaited<ReturnType<typeof makeExam>>, past: Parameters<typeof addAttempt>[3][]) {
  const [p] = await signedInPeople(srv.deps.db, srv.url, 1, mobile);
  for (const a of past) await addAttempt(srv.deps.db, p.id, exam.id, a);
  const code = await freshCode(p.client, srv.url, p.mobile);
  return p.client.call<{ status: string }>("Pearson/ExamAdd", registrationForm(exam.id, p.mobile, code));
}

describe("attempt rules (spec 001 section 4)", () => {
  test("the Beijing month starts at 00:00 UTC+8 on the 1st", () => {
    expect(beijingMonthStart(new Date("2026-03-31T16:30:00Z")).toISOString()).toBe("2026-03-31T16:00:00.000Z");
    expect(beijingMonthStart(new Date("2026-03-31T15:59:00Z")).toISOString()).toBe("2026-02-28T16:00:00.000Z");
  });

  test("cnt counts paid attempts; a rejected one does not count", async () => {
    const exam = await makeExam(srv.deps.db, { cnt: 2 });
    const paid = { status: "failed" as const, paidAt: lastMonth(), resultAt: lastMonth() };
    const refused = await registerAfter(13920000000, exam, [paid, paid]);
    expect(refused).toMatchObject({ code: 1, msg: "该考试最多可参加2次，您的考试次数已用完" });
    const rejected = { status: "rejected" as const, paidAt: lastMonth() };
    const allowed = await registerAfter(13920000001, exam, [paid, rejected, { status: "cancelled" }]);
    expect(allowed).toMatchObject({ code: 0, data: { status: "unpaid" } });
  });

  test("cnt 0 is unlimited", async () => {
    const exam = await makeExam(srv.deps.db, { cnt: 0 });
    const paid = { status: "failed" as const, paidAt: lastMonth(), resultAt: lastMonth() };
    expect(await registerAfter(13921000000, exam, [paid, paid, paid, paid, paid])).toMatchObject({ code: 0 });
  });

  test("at most monthlyLimit paid attempts in one calendar month", async () => {
    const exam = await makeExam(srv.deps.db, { monthlyLimit: 3 });
    const now = new Date();
    const thisMonth = { status: "rejected" as const, paidAt: now };
    const done = { status: "cancelled" as const, paidAt: now };
    // Rejected ones do not count; three that did (here cancelled after payment) fill the month.
    expect(await registerAfter(13922000000, exam, [thisMonth, thisMonth, thisMonth])).toMatchObject({ code: 0 });
    expect(await registerAfter(13922000001, exam, [done, done, done])).toMatchObject({
      code: 1,
      msg: "该考试每个自然月最多可报名3次，请下个自然月再报名",
    });
    const before = { status: "cancelled" as const, paidAt: lastMonth() };
    expect(await registerAfter(13922000002, exam, [before, before, before])).toMatchObject({ code: 0 });
  });

  test("a candidate who failed this month retakes next month", async () => {
    const exam = await makeExam(srv.deps.db);
    const failedNow = { status: "failed" as const, paidAt: lastMonth(), resultAt: new Date() };
    expect(await registerAfter(13923000000, exam, [failedNow])).toMatchObject({ code: 1, msg: "您本月的考试未通过，请下个自然月再报名" });
    const failedBefore = { status: "failed" as const, paidAt: lastMonth(), resultAt: lastMonth() };
    expect(await registerAfter(13923000001, exam, [failedBefore])).toMatchObject({ code: 0 });
  });

  test("a candidate who passed needs no new attempt", async () => {
    const exam = await makeExam(srv.deps.db);
    expect(await registerAfter(13924000000, exam, [{ status: "passed", paidAt: lastMonth(), resultAt: lastMonth() }])).toMatchObject({
      code: 1,
      msg: "您已通过该考试，无需重复报名",
    });
  });
});

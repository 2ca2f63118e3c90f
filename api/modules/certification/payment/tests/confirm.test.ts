import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { PAY_MSG, type PayConfirm } from "@/api/contract/payment";
import { candidate, makeExam, ordersOf } from "@/api/modules/pay/tests/helpers";
import { examRegistrations } from "@/db/schema/certification/exams";
import { startTestServer, type TestServer } from "@/tests/support/server";

let srv: TestServer;
let exam: Awaited<ReturnType<typeof makeExam>>;
let next = 0;
beforeAll(async () => {
  srv = await startTestServer();
  exam = await makeExam(srv.deps.db, { name: "确认订单考试", feeFen: 29900 });
}, 60_000);
afterAll(() => srv.stop());

const newCandidate = () => candidate(srv.deps.db, srv.url, String(18800000000 + ++next), exam);

describe("pearson/Confirm", () => {
  test("answers payNum in fen and an order number, and reuses the order however often (or however concurrently) asked", async () => {
    const c = await newCandidate();
    const page = { pra_id: String(c.registration.id), pra_em: String(exam.id), pra_cli: "pc", pra_sign: "", pra_single: "" };
    const answers = await Promise.all(Array.from({ length: 5 }, () => c.client.call<PayConfirm>("pearson/Confirm", page)));
    expect(answers.every((a) => a.code === 0)).toBe(true);
    expect(answers[0]!.data).toMatchObject({ payNum: 29900, examId: exam.id, examName: "确认订单考试", provider: "sandbox" });
    expect(answers[0]!.data.orderNum).toMatch(/^\d{20}$/);
    expect(new Set(answers.map((a) => a.data.orderNum)).size).toBe(1);
    expect(await ordersOf(srv.deps.db, c.registration.id)).toHaveLength(1);
    expect(await c.client.call("pearson/paypass", { orderNum: answers[0]!.data.orderNum })).toMatchObject({
      code: 0,
      data: { paid: 0, url: "" },
    });
  });

  test("only for the caller's own registration of that exam", async () => {
    const owner = await newCandidate();
    const stranger = await newCandidate();
    expect(await stranger.client.call("pearson/Confirm", { pra_id: owner.registration.id, pra_em: exam.id })).toMatchObject({
      code: 1,
      msg: PAY_MSG.noRegistration,
    });
    expect(await owner.client.call("pearson/Confirm", { pra_id: owner.registration.id, pra_em: exam.id + 1000 })).toMatchObject({
      code: 1,
      msg: PAY_MSG.noRegistration,
    });
    expect(await owner.client.call("pearson/Confirm", { pra_id: "abc", pra_em: exam.id })).toMatchObject({ code: 1 });
    expect(await ordersOf(srv.deps.db, owner.registration.id)).toHaveLength(0);
  });

  test("a paid registration leads to waitaudit; a cancelled one has nothing to pay", async () => {
    const paid = await newCandidate();
    await srv.deps.db.update(examRegistrations).set({ status: "waitaudit" }).where(eq(examRegistrations.id, paid.registration.id));
    expect(await paid.client.call("pearson/Confirm", { pra_id: paid.registration.id, pra_em: exam.id })).toMatchObject({
      code: 302,
      data: `/certification/waitaudit?examid=${exam.id}`,
    });
    const cancelled = await newCandidate();
    await srv.deps.db.update(examRegistrations).set({ status: "cancelled" }).where(eq(examRegistrations.id, cancelled.registration.id));
    expect(await cancelled.client.call("pearson/Confirm", { pra_id: cancelled.registration.id, pra_em: exam.id })).toMatchObject({
      code: 1,
      msg: PAY_MSG.notUnpaid,
    });
  });
});

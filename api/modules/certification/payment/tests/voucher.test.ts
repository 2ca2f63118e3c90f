import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import type { PayConfirm } from "@/api/contract/payment";
import { VOUCHER_MSG } from "@/api/contract/voucher";
import { candidate, lettersOf, makeExam, ordersOf, registrationOf } from "@/api/modules/pay/tests/helpers";
import { voucherBatches, vouchers } from "@/db/schema/certification/vouchers";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { newVoucherCodes } from "../voucher-codes";

let srv: TestServer;
let exam: Awaited<ReturnType<typeof makeExam>>;
let otherExam: Awaited<ReturnType<typeof makeExam>>;
let next = 0;
beforeAll(async () => {
  srv = await startTestServer();
  exam = await makeExam(srv.deps.db);
  otherExam = await makeExam(srv.deps.db);
}, 60_000);
afterAll(() => srv.stop());

const newCandidate = (forExam = exam) => candidate(srv.deps.db, srv.url, String(18900000000 + ++next), forExam);

/** A voucher for the exam, as the back office makes them. */
async function voucherFor(examId: number) {
  const [batch] = await srv.deps.db.insert(voucherBatches).values({ examId, count: 1 }).returning();
  const [code] = newVoucherCodes(1);
  await srv.deps.db.insert(vouchers).values({ code: code!, batchId: batch!.id, examId });
  return code!;
}
const voucherRow = async (code: string) => (await srv.deps.db.select().from(vouchers).where(eq(vouchers.code, code)))[0]!;

describe("pearson/voupay", () => {
  test("pays the caller's registration: waitaudit, one letter, open payment orders closed, the code marked used", async () => {
    const c = await newCandidate();
    const confirm = await c.client.call<PayConfirm>("pearson/Confirm", { pra_id: c.registration.id, pra_em: exam.id });
    const code = await voucherFor(exam.id);
    // Typed in lower case: the page upper-cases, and so does the server.
    const answer = await c.client.call("pearson/voupay", { userid: c.user.id, examid: exam.id, pwd: code.toLowerCase() });
    expect(answer).toEqual({ code: 0, msg: VOUCHER_MSG.paid, data: { url: `/certification/waitaudit?examid=${exam.id}` } });
    expect(await registrationOf(srv.deps.db, c.registration.id)).toMatchObject({ status: "waitaudit", payMethod: "voucher", paidFen: 0 });
    expect((await lettersOf(srv.deps.db, c.user.id)).map((l) => l.title)).toEqual(["报名费支付成功，等待审核"]);
    expect(await voucherRow(code)).toMatchObject({ usedBy: c.user.id, registrationId: c.registration.id });
    const [order] = await ordersOf(srv.deps.db, c.registration.id);
    expect(order).toMatchObject({ orderNumber: confirm.data.orderNum, status: "closed" });
  });

  test("one voucher redeemed twice at once succeeds once", async () => {
    const code = await voucherFor(exam.id);
    const [a, b] = [await newCandidate(), await newCandidate()];
    const answers = await Promise.all([a, b].map((c) => c.client.call("pearson/voupay", { examid: exam.id, pwd: code })));
    expect(answers.map((x) => x.code).sort()).toEqual([0, 1]);
    expect(answers.find((x) => x.code === 1)).toMatchObject({ msg: VOUCHER_MSG.used, data: { field: "pwd" } });
    const statuses = await Promise.all([a, b].map(async (c) => (await registrationOf(srv.deps.db, c.registration.id)).status));
    expect([...statuses].sort()).toEqual(["unpaid", "waitaudit"]);
    const winner = [a, b][statuses.indexOf("waitaudit")]!;
    expect((await voucherRow(code)).usedBy).toBe(winner.user.id);
  });

  test("a voucher works once, and only for its exam", async () => {
    const code = await voucherFor(exam.id);
    const onOtherExam = await newCandidate(otherExam);
    expect(await onOtherExam.client.call("pearson/voupay", { examid: otherExam.id, pwd: code })).toMatchObject({
      code: 1,
      msg: VOUCHER_MSG.otherExam,
    });
    expect((await registrationOf(srv.deps.db, onOtherExam.registration.id)).status).toBe("unpaid");
    expect((await voucherRow(code)).usedAt).toBeNull();

    const first = await newCandidate();
    expect(await first.client.call("pearson/voupay", { examid: exam.id, pwd: code })).toMatchObject({ code: 0 });
    const second = await newCandidate();
    expect(await second.client.call("pearson/voupay", { examid: exam.id, pwd: code })).toMatchObject({ code: 1, msg: VOUCHER_MSG.used });
    expect((await registrationOf(srv.deps.db, second.registration.id)).status).toBe("unpaid");
    // The one who used it has nothing left to pay; a second code of theirs stays unused.
    const spare = await voucherFor(exam.id);
    expect(await first.client.call("pearson/voupay", { examid: exam.id, pwd: spare })).toMatchObject({ code: 1, msg: "该报名无需支付" });
    expect((await voucherRow(spare)).usedAt).toBeNull();
  });

  test("an incomplete or unknown code, and a caller without a registration", async () => {
    const c = await newCandidate();
    for (const pwd of ["", "ABCD-EFGH-JKMN", "ABCD-EFGH-JKMN-PQ", "ABCDEFGHJKMNPQRS"]) {
      expect(await c.client.call("pearson/voupay", { examid: exam.id, pwd })).toMatchObject({
        code: 1,
        msg: "请输入完整代金券",
        data: { field: "pwd" },
      });
    }
    expect(await c.client.call("pearson/voupay", { examid: exam.id, pwd: "AAAA-BBBB-CCCC-DDDD" })).toMatchObject({
      code: 1,
      msg: VOUCHER_MSG.notFound,
    });
    const stranger = await newCandidate(otherExam);
    expect(await stranger.client.call("pearson/voupay", { examid: exam.id, pwd: await voucherFor(exam.id) })).toMatchObject({
      code: 1,
      msg: "报名信息不存在",
    });
  });
});

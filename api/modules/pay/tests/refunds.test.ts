import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startTestServer, type TestServer } from "@/tests/support/server";
import {
  candidate,
  ledgerOf,
  lettersOf,
  makeExam,
  notification,
  ordersOf,
  paidByVoucher,
  postNotification,
  registrationOf,
} from "./helpers";

let srv: TestServer;
let exam: Awaited<ReturnType<typeof makeExam>>;
let next = 0;
beforeAll(async () => {
  srv = await startTestServer();
  exam = await makeExam(srv.deps.db, { name: "重复支付测试考试" });
}, 60_000);
afterAll(() => srv.stop());

const mobile = () => String(18400000000 + ++next);
const byId = <T extends { id: number }>(rows: T[]) => rows.sort((a, b) => a.id - b.id);
const signed = (n: { orderNumber: string; amountFen: number; transactionId?: string }) => notification(srv.deps.env.appSecret, n);

describe("money for an order that can no longer take it", () => {
  test("paid by voucher, then by the cashier: answered SUCCESS, recorded as owed back once, the payer told once", async () => {
    const c = await paidByVoucher(srv.deps.db, srv.url, mobile(), exam);
    const n = signed({ orderNumber: c.orderNum, amountFen: 19900 });
    // The provider delivers it three times at once, then once more later.
    const answers = await Promise.all([0, 1, 2].map(() => postNotification(srv.url, n)));
    answers.push(await postNotification(srv.url, n));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(await Promise.all(answers.map((r) => r.json()))).toEqual(Array(4).fill({ code: "SUCCESS", message: "成功" }));

    const [order] = await ordersOf(srv.deps.db, c.registration.id);
    expect(order).toMatchObject({ status: "closed", providerTxnId: null, paidAt: null });
    const ledger = byId(await ledgerOf(srv.deps.db, order!.id));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({ amountFen: 19900, provider: "sandbox", refundStatus: "due", refundedAt: null });
    // Still paid by the voucher.
    expect(await registrationOf(srv.deps.db, c.registration.id)).toMatchObject({ status: "waitaudit", payMethod: "voucher", paidFen: 0 });

    const letters = byId(await lettersOf(srv.deps.db, c.user.id));
    expect(letters.map((l) => l.title)).toEqual(["报名费支付成功，等待审核", "重复支付将原路退回"]);
    expect(letters[1]!.content).toBe(
      `您为「重复支付测试考试 报名费」（订单号 ${c.orderNum}）重复支付的 ¥199.00 我们已收到，将按原支付方式原路退回，请留意到账。`,
    );
  });

  test("a second transaction for a paid order is owed back; the order keeps its first", async () => {
    const c = await candidate(srv.deps.db, srv.url, mobile(), exam);
    const confirm = await c.client.call<{ orderNum: string }>("pearson/Confirm", { pra_id: c.registration.id, pra_em: exam.id });
    const first = signed({ orderNumber: confirm.data.orderNum, amountFen: 19900 });
    const second = signed({ orderNumber: confirm.data.orderNum, amountFen: 19900 });
    expect((await postNotification(srv.url, first)).status).toBe(200);
    const again = await postNotification(srv.url, second);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ code: "SUCCESS", message: "成功" });

    const [order] = await ordersOf(srv.deps.db, c.registration.id);
    expect(order).toMatchObject({ status: "paid", providerTxnId: JSON.parse(first.body).transactionId });
    const ledger = byId(await ledgerOf(srv.deps.db, order!.id));
    expect(ledger.map((r) => [r.providerTxnId, r.refundStatus])).toEqual([
      [JSON.parse(first.body).transactionId, null],
      [JSON.parse(second.body).transactionId, "due"],
    ]);
    expect(byId(await lettersOf(srv.deps.db, c.user.id)).map((l) => l.title)).toEqual(["报名费支付成功，等待审核", "重复支付将原路退回"]);
  });

  test("a wrong amount, or a transaction already recorded for another order, changes nothing", async () => {
    const c = await paidByVoucher(srv.deps.db, srv.url, mobile(), exam);
    const wrong = await postNotification(srv.url, signed({ orderNumber: c.orderNum, amountFen: 100 }));
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ code: "FAIL", message: "金额与订单不符" });

    const other = await paidByVoucher(srv.deps.db, srv.url, mobile(), exam);
    const txn = "SBXTESTSAMETXN0001";
    expect((await postNotification(srv.url, signed({ orderNumber: other.orderNum, amountFen: 19900, transactionId: txn }))).status).toBe(
      200,
    );
    const reused = await postNotification(srv.url, signed({ orderNumber: c.orderNum, amountFen: 19900, transactionId: txn }));
    expect(reused.status).toBe(409);
    expect(await reused.json()).toEqual({ code: "FAIL", message: "该交易已记入其他订单" });

    const [order] = await ordersOf(srv.deps.db, c.registration.id);
    expect(order!.status).toBe("closed");
    expect(await ledgerOf(srv.deps.db, order!.id)).toHaveLength(0);
    expect(byId(await lettersOf(srv.deps.db, c.user.id)).map((l) => l.title)).toEqual(["报名费支付成功，等待审核"]);
  });
});

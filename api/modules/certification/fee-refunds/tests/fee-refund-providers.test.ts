import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { type AdminBrowser, signedInOperator } from "@/api/admin/tests/support";
import { examRegistrations } from "@/db/schema/certification/exams";
import { paymentNotifications, paymentOrders } from "@/db/schema/pay";
import { alipayKeys, type FakeAlipay, fakeAlipay } from "@/tests/support/fake-alipay";
import { type FakeWechatPay, fakeWechatPay, wechatPayKeys } from "@/tests/support/fake-wechatpay";
import { startTestServer, type TestServer } from "@/tests/support/server";
import {
  askRefund,
  candidate,
  certify,
  companyWithHr,
  examRecord,
  ledgerOf,
  lettersOf,
  makeExam,
  ordersOf,
  type PayAt,
  paidAndPassed,
  pass,
  sponsor,
} from "./helpers";

/**
 * 原路退款 of an approved exam fee refund through the real providers' drivers, against local fakes of WeChat Pay's and
 * Alipay's published APIs (tests/support/fake-*.ts): the provider is asked once, with the request's refund number.
 */

type World = { srv: TestServer; op: AdminBrowser; exam: Awaited<ReturnType<typeof makeExam>>; companyId: number };

async function world(env: Record<string, string>, operator: string, hrMobile: string): Promise<World> {
  const srv = await startTestServer(env);
  const op = await signedInOperator(srv.deps.db, srv.url, operator, "退费审核员");
  const exam = await makeExam(srv.deps.db, { name: "渠道退款考试" });
  const { company, hr } = await companyWithHr(srv, hrMobile);
  await sponsor(hr, exam.id);
  return { srv, op, exam, companyId: company.id };
}

/** A certified employee who paid through the provider, passed, and asked for the fee back. */
async function askedThrough(w: World, mobile: string, payAt: PayAt) {
  const c = await paidAndPassed(w.srv, mobile, w.exam, payAt);
  await certify(w.srv.deps.db, c.user.id, w.companyId);
  expect(await examRecord(c.client, c.registration.id)).toMatchObject({ canFeeRefund: true });
  const asked = await askRefund(c.client, c.registration.id);
  expect(asked.code).toBe(0);
  return { ...c, requestId: asked.data.id };
}

/** Double approval, then the request, ledger, record and letter as they must end. */
async function approveTwiceAtOnce(w: World, c: Awaited<ReturnType<typeof askedThrough>>) {
  const path = `/exam-fee-refunds/${c.requestId}/approve`;
  const answers = await Promise.all([w.op.post(path), w.op.post(path)]);
  expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  expect(await w.op.post(path)).toMatchObject({ status: 409, json: { message: "该申请已退款，不能重复操作" } });
  const [order] = await ordersOf(w.srv.deps.db, c.registration.id);
  expect(await ledgerOf(w.srv.deps.db, order!.id)).toEqual([expect.objectContaining({ refundStatus: "refunded" })]);
  expect(await examRecord(c.client, c.registration.id)).toMatchObject({ feeRefund: { status: "refunded", statusText: "已退款" } });
  expect((await lettersOf(w.srv.deps.db, c.user.id)).filter((l) => l.title === "考试费已退还")).toHaveLength(1);
  return answers.find((a) => a.status === 200)!.json;
}

describe("PAY_DRIVER=wechatpay", () => {
  const keys = wechatPayKeys();
  let fake: FakeWechatPay;
  let w: World;
  beforeAll(async () => {
    fake = fakeWechatPay(keys);
    w = await world(
      {
        PAY_DRIVER: "wechatpay",
        WECHATPAY_MCH_ID: keys.mchId,
        WECHATPAY_APP_ID: keys.appId,
        WECHATPAY_MCH_SERIAL_NO: keys.serialNo,
        WECHATPAY_PRIVATE_KEY: keys.merchant.privateKey,
        WECHATPAY_API_V3_KEY: keys.apiV3Key,
        WECHATPAY_PLATFORM_PUBLIC_KEY: keys.platform.publicKey,
        WECHATPAY_PLATFORM_SERIAL: keys.platformSerial,
        WECHATPAY_ENDPOINT: fake.url,
      },
      "13900000087",
      "13900000088",
    );
  }, 60_000);
  afterAll(async () => {
    await w.srv.stop();
    fake.stop();
  });

  const payAtWechat: PayAt = (srv, orderNumber) => {
    const n = fake.pay(orderNumber);
    return fetch(`${srv.url}/pay/notify`, { method: "POST", headers: n.headers, body: n.body });
  };
  const refundsOf = (orderNumber: string) =>
    fake.requests.filter((r) => r.path === "/v3/refund/domestic/refunds" && r.body.out_trade_no === orderNumber);

  test("通过 twice at once asks WeChat Pay for one refund of the whole fee, under the request's refund number", async () => {
    const c = await askedThrough(w, "18500000001", payAtWechat);
    const done = await approveTwiceAtOnce(w, c);
    const asked = refundsOf(c.orderNum);
    expect(asked.map((r) => r.body)).toEqual([
      expect.objectContaining({
        out_refund_no: `EF${String(c.requestId).padStart(12, "0")}`,
        amount: { refund: 19900, total: 19900, currency: "CNY" },
      }),
    ]);
    expect(done).toMatchObject({ status: "refunded", refundId: expect.stringMatching(/^50000\d+$/) });
  });

  test("a refund WeChat Pay answers ABNORMAL leaves the request waiting with its words; asked again it is the same refund", async () => {
    const c = await askedThrough(w, "18500000002", payAtWechat);
    fake.state.refundStatus = "ABNORMAL";
    const refused = await w.op.post(`/exam-fee-refunds/${c.requestId}/approve`);
    fake.state.refundStatus = "SUCCESS";
    expect(refused.status).toBe(502);
    expect(refused.json.message).toStartWith("支付渠道退款失败：");
    expect((await w.op.get(`/exam-fee-refunds/${c.requestId}`)).json).toMatchObject({ status: "pending" });
    const [order] = await ordersOf(w.srv.deps.db, c.registration.id);
    expect((await ledgerOf(w.srv.deps.db, order!.id))[0]).toMatchObject({ refundStatus: null });
    // The fake keeps the refund of that number as it first answered it: WeChat Pay's own idempotency.
    expect((await w.op.post(`/exam-fee-refunds/${c.requestId}/approve`)).status).toBe(502);
    expect(new Set(refundsOf(c.orderNum).map((r) => r.body.out_refund_no)).size).toBe(1);
  });

  test("a fee the sandbox took (demo data) cannot go back through WeChat Pay: the operator is told, nothing changes", async () => {
    const db = w.srv.deps.db;
    const c = await candidate(db, w.srv.url, "18500000003", w.exam);
    const [order] = await db
      .insert(paymentOrders)
      .values({
        orderNumber: `DEMO${c.registration.id}`,
        userId: c.user.id,
        subjectKind: "exam_registration",
        subjectId: c.registration.id,
        amountFen: 19900,
        status: "paid",
        provider: "sandbox",
        providerTxnId: `SBXDEMO${c.registration.id}`,
        paidAt: new Date(),
      })
      .returning();
    await db.insert(paymentNotifications).values({
      orderId: order!.id,
      provider: "sandbox",
      providerTxnId: order!.providerTxnId!,
      amountFen: 19900,
      payload: {},
    });
    await db
      .update(examRegistrations)
      .set({ payMethod: "sandbox", paidFen: 19900, paidAt: new Date() })
      .where(eq(examRegistrations.id, c.registration.id));
    await pass(db, c.registration.id);
    await certify(db, c.user.id, w.companyId);
    const asked = await askRefund(c.client, c.registration.id);
    expect(asked.code).toBe(0);
    expect(await w.op.post(`/exam-fee-refunds/${asked.data.id}/approve`)).toMatchObject({
      status: 409,
      json: { message: "该笔考试费由其他支付渠道收取，当前支付渠道无法原路退款" },
    });
    expect((await w.op.get(`/exam-fee-refunds/${asked.data.id}`)).json).toMatchObject({ status: "pending" });
    expect(refundsOf(order!.orderNumber)).toEqual([]);
  });
});

describe("PAY_DRIVER=alipay", () => {
  const keys = alipayKeys();
  let fake: FakeAlipay;
  let w: World;
  beforeAll(async () => {
    fake = fakeAlipay(keys);
    w = await world(
      {
        PAY_DRIVER: "alipay",
        ALIPAY_APP_ID: keys.appId,
        ALIPAY_PRIVATE_KEY: keys.app.privateKey,
        ALIPAY_PUBLIC_KEY: keys.alipay.publicKey,
        ALIPAY_GATEWAY: fake.url,
      },
      "13900000089",
      "13900000090",
    );
  }, 60_000);
  afterAll(async () => {
    await w.srv.stop();
    fake.stop();
  });

  const payAtAlipay: PayAt = (srv, orderNumber) =>
    fetch(`${srv.url}/pay/notify`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded; charset=utf-8" },
      body: fake.pay(orderNumber),
    });

  test("通过 twice at once asks Alipay for one refund of the whole fee (alipay.trade.refund, the request's out_request_no)", async () => {
    const c = await askedThrough(w, "18600000001", payAtAlipay);
    await approveTwiceAtOnce(w, c);
    const refunds = fake.calls.filter((x) => x.method === "alipay.trade.refund" && x.biz.out_trade_no === c.orderNum);
    expect(refunds.map((x) => x.biz)).toEqual([
      expect.objectContaining({ refund_amount: "199.00", out_request_no: `EF${String(c.requestId).padStart(12, "0")}` }),
    ]);
    expect([...fake.trades.get(c.orderNum)!.refunds.entries()]).toEqual([[`EF${String(c.requestId).padStart(12, "0")}`, "199.00"]]);
  });
});

import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { type AdminBrowser, signedInOperator } from "@/api/admin/tests/support";
import type { Cashier } from "@/api/contract/payment";
import type { LedgerEntry } from "@/api/contract/payment-refunds";
import { rateLimits } from "@/db/schema/protocol";
import { wechatIdentities } from "@/db/schema/wechat";
import { type FakeWechatPay, fakeWechatPay, wechatPayKeys } from "@/tests/support/fake-wechatpay";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { ledgerOf, makeExam, atCashier as openCashier, ordersOf, postNotification, redeemVoucher, registrationOf } from "./helpers";

const keys = wechatPayKeys();
let fake: FakeWechatPay;
let srv: TestServer;
let exam: Awaited<ReturnType<typeof makeExam>>;
let next = 0;
beforeAll(async () => {
  fake = fakeWechatPay(keys);
  srv = await startTestServer({
    PAY_DRIVER: "wechatpay",
    WECHATPAY_MCH_ID: keys.mchId,
    WECHATPAY_APP_ID: keys.appId,
    WECHATPAY_MCH_SERIAL_NO: keys.serialNo,
    WECHATPAY_PRIVATE_KEY: keys.merchant.privateKey,
    WECHATPAY_API_V3_KEY: keys.apiV3Key,
    WECHATPAY_PLATFORM_PUBLIC_KEY: keys.platform.publicKey,
    WECHATPAY_PLATFORM_SERIAL: keys.platformSerial,
    WECHATPAY_ENDPOINT: fake.url,
  });
  exam = await makeExam(srv.deps.db);
}, 60_000);
afterAll(async () => {
  await srv.stop();
  fake.stop();
});

/** A candidate at the desktop cashier of this provider. */
async function atCashier() {
  const c = await openCashier(srv.deps.db, srv.url, String(18800000000 + ++next), exam);
  expect(c.provider).toBe("wechatpay");
  return c;
}

describe("PAY_DRIVER=wechatpay", () => {
  test("pay/WxQrPay answers WeChat Pay's code_url for a Native order notified back to this site", async () => {
    const c = await atCashier();
    const order = fake.orders.get(c.orderNum)!;
    expect(c.cashier).toEqual({ url: expect.stringMatching(/^weixin:\/\/wxpay\/bizpayurl\?pr=/), qr: c.cashier.url });
    expect(order).toMatchObject({ trade_type: "NATIVE", total: 19900, notify_url: `${srv.url}/pay/notify` });
  });

  test("WeChat Pay's notification pays the order: 200 SUCCESS, registration waitaudit", async () => {
    const c = await atCashier();
    const res = await postNotification(srv.url, fake.pay(c.orderNum));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ code: "SUCCESS", message: "成功" });
    const [order] = await ordersOf(srv.deps.db, c.registration.id);
    expect(order).toMatchObject({ status: "paid", provider: "wechatpay", providerTxnId: fake.orders.get(c.orderNum)!.transaction_id });
    expect(await ledgerOf(srv.deps.db, order!.id)).toHaveLength(1);
    expect(await registrationOf(srv.deps.db, c.registration.id)).toMatchObject({ status: "waitaudit", paidFen: 19900 });
  });

  test("a tampered notification is refused (401 FAIL) and changes nothing", async () => {
    const c = await atCashier();
    const genuine = fake.pay(c.orderNum);
    const envelope = JSON.parse(genuine.body);
    const tampered = { ...genuine, body: JSON.stringify({ ...envelope, create_time: "2026-11-29T00:00:00+08:00" }) };
    const res = await postNotification(srv.url, tampered);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ code: "FAIL", message: "签名错误" });
    const [order] = await ordersOf(srv.deps.db, c.registration.id);
    expect(order).toMatchObject({ status: "created", providerTxnId: null });
    expect((await registrationOf(srv.deps.db, c.registration.id)).status).toBe("unpaid");
  });

  test("a notification lost on the way: the waiting page's pearson/paypass asks WeChat Pay and applies its answer once", async () => {
    const c = await atCashier();
    expect((await c.client.call("pearson/paypass", { orderNum: c.orderNum })).data).toEqual({ paid: 0, url: "" });
    const notice = fake.pay(c.orderNum);
    // Asked again within 10 s: WeChat Pay is not asked again yet.
    expect((await c.client.call("pearson/paypass", { orderNum: c.orderNum })).data).toEqual({ paid: 0, url: "" });
    expect(fake.requests.filter((r) => r.path.startsWith(`/v3/pay/transactions/out-trade-no/${c.orderNum}?`))).toHaveLength(1);

    // Ten seconds later (the window moved back rather than waited for).
    await srv.deps.db
      .update(rateLimits)
      .set({ windowEndsAt: new Date(0) })
      .where(eq(rateLimits.key, `pay:query:${c.orderNum}`));
    expect((await c.client.call("pearson/paypass", { orderNum: c.orderNum })).data).toEqual({
      paid: 1,
      url: `/certification/waitaudit?examid=${exam.id}`,
    });
    const [order] = await ordersOf(srv.deps.db, c.registration.id);
    expect(order).toMatchObject({ status: "paid", provider: "wechatpay" });
    // The notification arriving late is a duplicate.
    expect((await postNotification(srv.url, notice)).status).toBe(200);
    expect(await ledgerOf(srv.deps.db, order!.id)).toHaveLength(1);
  });

  test("inside WeChat, a person who never signed in with WeChat is told to, instead of an error", async () => {
    const c = await atCashier();
    expect(await c.client.call("pay/WxJsPay", { orderNumber: c.orderNum })).toMatchObject({
      code: 1,
      msg: "请先在微信中使用微信登录本站后再支付",
    });
  });

  test("inside WeChat, the person's openid from their WeChat sign-in makes a JSAPI order for WeChat's pay sheet", async () => {
    const c = await atCashier();
    await srv.deps.db
      .insert(wechatIdentities)
      .values({ userId: c.user.id, appId: keys.appId, openId: `o-${c.user.id}`, nickname: "付款人" });
    const js = await c.client.call<Cashier>("pay/WxJsPay", { orderNumber: c.orderNum });
    expect(js.code).toBe(0);
    expect(js.data.jsapi).toMatchObject({ appId: keys.appId, signType: "RSA", package: expect.stringMatching(/^prepay_id=/) });
    expect(fake.requests.at(-1)!.body).toMatchObject({ out_trade_no: c.orderNum, payer: { openid: `o-${c.user.id}` } });
  });

  test("a voucher closes the order at WeChat Pay too", async () => {
    const c = await atCashier();
    await redeemVoucher(srv.deps.db, c, exam);
    expect(fake.orders.get(c.orderNum)!.trade_state).toBe("CLOSED");
  });

  test("原路退款 asks WeChat Pay for the refund of money paid twice, then marks it; a refusal marks nothing", async () => {
    const op: AdminBrowser = await signedInOperator(srv.deps.db, srv.url, "13900000072", "财务运营");
    const duplicate = async () => {
      const c = await atCashier();
      // Paid at WeChat Pay while the voucher was being redeemed: the notification arrives for a closed order.
      const notice = fake.pay(c.orderNum);
      await redeemVoucher(srv.deps.db, c, exam);
      expect((await postNotification(srv.url, notice)).status).toBe(200);
      const [order] = await ordersOf(srv.deps.db, c.registration.id);
      const [row] = (await op.get(`/payment-orders/${order!.id}/notifications`)).json as LedgerEntry[];
      return { c, order: order!, row: row!, path: `/payment-orders/${order!.id}/notifications/${row!.id}/refunded` };
    };

    const first = await duplicate();
    expect(first.row).toMatchObject({ provider: "wechatpay", refundStatus: "due" });
    const done = await op.post(first.path);
    expect(done).toMatchObject({ status: 200, json: { refundStatus: "refunded" } });
    const asked = fake.requests.filter((r) => r.path === "/v3/refund/domestic/refunds" && r.body.out_trade_no === first.c.orderNum);
    expect(asked.map((r) => r.body)).toEqual([
      expect.objectContaining({
        out_refund_no: `RF${String(first.row.id).padStart(12, "0")}`,
        amount: { refund: 19900, total: 19900, currency: "CNY" },
      }),
    ]);

    fake.state.refundStatus = "ABNORMAL";
    const second = await duplicate();
    const refused = await op.post(second.path);
    expect(refused.status).toBe(502);
    expect(refused.json.message).toStartWith("支付渠道退款失败：");
    expect(((await op.get(`/payment-orders/${second.order.id}/notifications`)).json as LedgerEntry[])[0]).toMatchObject({
      refundStatus: "due",
    });
    fake.state.refundStatus = "SUCCESS";
  });
});

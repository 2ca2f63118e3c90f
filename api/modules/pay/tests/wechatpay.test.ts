import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Cashier, PayConfirm } from "@/api/contract/payment";
import { type FakeWechatPay, fakeWechatPay, wechatPayKeys } from "@/tests/support/fake-wechatpay";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { candidate, ledgerOf, makeExam, ordersOf, postNotification, registrationOf } from "./helpers";

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

/** A candidate who opened the pay page (pearson/Confirm) and then the desktop cashier (pay/WxQrPay). */
async function atCashier() {
  const c = await candidate(srv.deps.db, srv.url, String(18800000000 + ++next), exam);
  const confirm = await c.client.call<PayConfirm>("pearson/Confirm", { pra_id: c.registration.id, pra_em: exam.id });
  expect(confirm.code).toBe(0);
  const cashier = await c.client.call<Cashier>("pay/WxQrPay", { orderNumber: confirm.data.orderNum });
  expect(cashier.code).toBe(0);
  return { ...c, orderNum: confirm.data.orderNum, cashier: cashier.data };
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
});

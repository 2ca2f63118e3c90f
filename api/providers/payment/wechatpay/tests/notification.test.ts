import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { fakeWechatPay, notificationOf, platformHeaders, wechatPayKeys } from "@/tests/support/fake-wechatpay";
import { wechatPayment } from "../driver";

const keys = wechatPayKeys();
const fake = fakeWechatPay(keys);
afterAll(() => fake.stop());
const driver = wechatPayment(keys.config(fake.url));
const payer = { ip: "203.0.113.9", wechatOpenId: async () => "oUpF8uMuAJO_M2pxb1Q9zNjWeS6o" };

const ORDER = "20261129083000000001";
let paid: ReturnType<typeof fake.pay>;
beforeAll(async () => {
  await driver.cashier(
    { orderNumber: ORDER, amountFen: 19900, description: "报名费", returnUrl: "https://x.example/r" },
    "js",
    "https://x.example",
    payer,
  );
  paid = fake.pay(ORDER);
});
const verifyOf = (n: { headers: Record<string, string>; body: string }) => driver.verify(new Headers(n.headers), n.body);

describe("a notification", () => {
  test("signed and sealed by WeChat Pay, for this merchant and app: the paid notice", async () => {
    const t = fake.transaction(ORDER) as any;
    const notice = await verifyOf(paid);
    expect(notice).toEqual({
      orderNumber: ORDER,
      transactionId: t.transaction_id,
      amountFen: 19900,
      paidAt: new Date(t.success_time),
      raw: t,
    });
    expect(t.success_time).toMatch(/\+08:00$/);
    expect(Math.abs(notice!.paidAt.getTime() - Date.now())).toBeLessThan(5000);
  });

  test("with its body changed after signing: null", async () => {
    const body = JSON.parse(paid.body);
    expect(await verifyOf({ ...paid, body: JSON.stringify({ ...body, id: "another" }) })).toBeNull();
    expect(await verifyOf({ ...paid, body: `${paid.body} ` })).toBeNull();
  });

  test("from another serial, another key, or stale: null", async () => {
    const t = fake.transaction(ORDER);
    expect(await verifyOf(notificationOf(keys, t, { serial: "PUB_KEY_ID_OTHER" }))).toBeNull();
    expect(await verifyOf(notificationOf(keys, t, { timestamp: Math.floor(Date.now() / 1000) - 301 }))).toBeNull();
    const body = paid.body;
    expect(
      await verifyOf({ headers: { ...paid.headers, ...platformHeaders(keys, body, { key: keys.merchant.privateKey }) }, body }),
    ).toBeNull();
  });

  test("sealed under another APIv3 key: null", async () => {
    expect(await verifyOf(notificationOf(keys, fake.transaction(ORDER), { apiV3Key: "abcdefghijklmnopqrstuvwxyz012345" }))).toBeNull();
  });

  test("for another merchant or app, or not a success: null", async () => {
    const t = fake.transaction(ORDER);
    expect(await verifyOf(notificationOf(keys, { ...t, mchid: "1900000110" }))).toBeNull();
    expect(await verifyOf(notificationOf(keys, { ...t, appid: "wx0000000000000000" }))).toBeNull();
    expect(await verifyOf(notificationOf(keys, { ...t, trade_state: "REFUND" }))).toBeNull();
    expect(await verifyOf(notificationOf(keys, t, { eventType: "REFUND.SUCCESS" }))).toBeNull();
  });

  test("malformed inside a good signature: null, never an exception", async () => {
    const t = fake.transaction(ORDER) as any;
    expect(await verifyOf(notificationOf(keys, { ...t, amount: { total: "19900", currency: "CNY" } }))).toBeNull();
    expect(await verifyOf(notificationOf(keys, { ...t, success_time: "yesterday" }))).toBeNull();
    const { transaction_id: _, ...noTxn } = t;
    expect(await verifyOf(notificationOf(keys, noTxn))).toBeNull();
    for (const body of ["", "not json", "null", "[]", '{"resource_type":"encrypt-resource","resource":{}}']) {
      expect(await driver.verify(new Headers(platformHeaders(keys, body)), body)).toBeNull();
    }
  });

  test("is answered in WeChat Pay's form", () => {
    expect(driver.answer(200, "成功")).toEqual({
      status: 200,
      contentType: "application/json",
      body: '{"code":"SUCCESS","message":"成功"}',
    });
    expect(driver.answer(401, "签名错误")).toEqual({
      status: 401,
      contentType: "application/json",
      body: '{"code":"FAIL","message":"签名错误"}',
    });
  });
});

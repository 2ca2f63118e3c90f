import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { Cashier } from "@/api/contract/payment";
import { alipayKeys, type FakeAlipay, fakeAlipay } from "@/tests/support/fake-alipay";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { ledgerOf, makeExam, atCashier as openCashier, ordersOf, redeemVoucher, registrationOf } from "./helpers";

const keys = alipayKeys();
let fake: FakeAlipay;
let srv: TestServer;
let exam: Awaited<ReturnType<typeof makeExam>>;
let next = 0;
beforeAll(async () => {
  fake = fakeAlipay(keys);
  srv = await startTestServer({
    PAY_DRIVER: "alipay",
    ALIPAY_APP_ID: keys.appId,
    // As written in an env file: one line, \n for the line breaks.
    ALIPAY_PRIVATE_KEY: keys.app.privateKey.replaceAll("\n", "\\n"),
    ALIPAY_PUBLIC_KEY: keys.alipay.publicKey,
    ALIPAY_GATEWAY: fake.url,
  });
  exam = await makeExam(srv.deps.db);
}, 60_000);
afterAll(async () => {
  await srv.stop();
  fake.stop();
});

/** A candidate at the desktop cashier of this provider. */
async function atCashier() {
  const c = await openCashier(srv.deps.db, srv.url, String(18900000000 + ++next), exam);
  expect(c.provider).toBe("alipay");
  return c;
}

const notify = (body: string) =>
  fetch(`${srv.url}/pay/notify`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded; charset=utf-8" }, body });

describe("PAY_DRIVER=alipay", () => {
  test("the desktop cashier is Alipay's QR code; Alipay's notification pays the order and is answered success", async () => {
    const c = await atCashier();
    expect(c.cashier.qr).toMatch(/^https:\/\/qr\.alipay\.com\//);
    const body = fake.pay(c.orderNum);
    const res = await notify(body);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe("success");
    const [order] = await ordersOf(srv.deps.db, c.registration.id);
    expect(order).toMatchObject({ status: "paid", provider: "alipay", providerTxnId: fake.trades.get(c.orderNum)!.trade_no });
    expect(await ledgerOf(srv.deps.db, order!.id)).toHaveLength(1);
    expect(await registrationOf(srv.deps.db, c.registration.id)).toMatchObject({ status: "waitaudit", paidFen: 19900 });
    // Delivered again: success, nothing more.
    expect(await (await notify(body)).text()).toBe("success");
    expect(await ledgerOf(srv.deps.db, order!.id)).toHaveLength(1);
  });

  test("a tampered notification is answered fail and changes nothing", async () => {
    const c = await atCashier();
    const p = new URLSearchParams(fake.pay(c.orderNum));
    p.set("total_amount", "0.01");
    const res = await notify(p.toString());
    expect(res.status).toBe(401);
    expect(await res.text()).toBe("fail");
    expect((await registrationOf(srv.deps.db, c.registration.id)).status).toBe("unpaid");
  });

  test("a phone goes to Alipay's wap cashier; inside WeChat the person is told to open a browser", async () => {
    const c = await atCashier();
    const wap = await c.client.call<Cashier>("pay/WxWapPay", { orderNumber: c.orderNum, organization: "portal" });
    expect(new URL(wap.data.url).searchParams.get("method")).toBe("alipay.trade.wap.pay");
    expect(await c.client.call("pay/WxJsPay", { orderNumber: c.orderNum })).toMatchObject({
      code: 1,
      msg: "微信内无法使用支付宝，请点击右上角在浏览器中打开后支付",
    });
  });

  test("paypass finds a payment whose notification never came; a voucher closes the trade at Alipay", async () => {
    const c = await atCashier();
    fake.pay(c.orderNum);
    expect((await c.client.call("pearson/paypass", { orderNum: c.orderNum })).data).toMatchObject({ paid: 1 });

    const v = await atCashier();
    fake.scan(v.orderNum);
    await redeemVoucher(srv.deps.db, v, exam);
    expect(fake.trades.get(v.orderNum)!.trade_status).toBe("TRADE_CLOSED");
  });
});

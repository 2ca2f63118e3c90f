import { afterAll, describe, expect, test } from "bun:test";
import { verify } from "node:crypto";
import { alipayKeys, fakeAlipay } from "@/tests/support/fake-alipay";
import { PaymentProviderError } from "../../types";
import { alipayPayment } from "../driver";

const keys = alipayKeys();
const fake = fakeAlipay(keys);
afterAll(() => fake.stop());

const config = { appId: keys.appId, privateKey: keys.app.privateKey, alipayPublicKey: keys.alipay.publicKey, gateway: fake.url };
const driver = alipayPayment(config);
const payer = { ip: "203.0.113.9", wechatOpenId: async () => null };
let next = 0;
const order = () => ({
  orderNumber: `2026112900000${++next}`,
  amountFen: 19900,
  description: "高级营销认证考试报名费",
  returnUrl: "https://xuexi.example.com/certification/pay?pra_id=1&pra_em=2",
});
const origin = "https://xuexi.example.com";

/** The request a page link carries, and whether the app's signature over it holds. */
function linkOf(url: string) {
  const params = Object.fromEntries(new URL(url).searchParams);
  const { sign, ...rest } = params;
  const content = Object.keys(rest)
    .sort()
    .map((k) => `${k}=${rest[k]}`)
    .join("&");
  const signed = verify("sha256", Buffer.from(content), keys.app.object.publicKey, Buffer.from(sign ?? "", "base64"));
  return { params, biz: JSON.parse(params.biz_content ?? "{}"), signed };
}

describe("the cashiers", () => {
  test("a desktop gets precreate's QR code, and Alipay's computer cashier (page pay) as its link", async () => {
    const o = order();
    const c = await driver.cashier(o, "qr", origin, payer);
    expect(c.qr).toMatch(/^https:\/\/qr\.alipay\.com\/bax0/);
    expect(fake.trades.get(o.orderNumber)).toMatchObject({
      total_amount: "199.00",
      subject: o.description,
      trade_status: "WAIT_BUYER_PAY",
    });
    const link = linkOf(c.url);
    expect(link.signed).toBe(true);
    expect(link.params).toMatchObject({
      method: "alipay.trade.page.pay",
      return_url: o.returnUrl,
      notify_url: `${origin}/pay/notify`,
      sign_type: "RSA2",
    });
    expect(link.biz).toMatchObject({ out_trade_no: o.orderNumber, product_code: "FAST_INSTANT_TRADE_PAY", total_amount: "199.00" });
    // The fake gateway accepts the link as Alipay would.
    expect(await (await fetch(c.url)).text()).toContain(`支付宝收银台 ${o.orderNumber}`);
  });

  test("a phone goes to wap pay, signed locally; inside WeChat the person is told to open a browser", async () => {
    const o = order();
    const c = await driver.cashier(o, "wap", origin, payer);
    expect(c.qr).toBe("");
    const link = linkOf(c.url);
    expect(link.signed).toBe(true);
    expect(link.params.method).toBe("alipay.trade.wap.pay");
    expect(link.biz).toMatchObject({ product_code: "QUICK_WAP_WAY", quit_url: o.returnUrl });
    const refused = await driver.cashier(o, "js", origin, payer).catch((e) => e);
    expect(refused).toBeInstanceOf(PaymentProviderError);
    expect(refused).toMatchObject({ code: "IN_WECHAT", message: "微信内无法使用支付宝，请点击右上角在浏览器中打开后支付" });
  });

  test("a wrong app key is refused by Alipay (验签出错); an answer signed by anyone but Alipay is not believed", async () => {
    const stranger = alipayKeys();
    const wrongApp = alipayPayment({ ...config, privateKey: stranger.app.privateKey });
    await expect(wrongApp.cashier(order(), "qr", origin, payer)).rejects.toMatchObject({
      code: "isv.invalid-signature",
      message: "验签出错",
    });
    const wrongAlipay = alipayPayment({ ...config, alipayPublicKey: stranger.alipay.publicKey });
    await expect(wrongAlipay.cashier(order(), "qr", origin, payer)).rejects.toMatchObject({ code: "BAD_SIGNATURE" });
    const gone = alipayPayment({ ...config, gateway: "http://127.0.0.1:1/gateway.do" });
    await expect(gone.cashier(order(), "qr", origin, payer)).rejects.toMatchObject({ code: "NETWORK" });
  });
});

describe("notifications", () => {
  const opened = async () => {
    const o = order();
    await driver.cashier(o, "qr", origin, payer);
    return o;
  };
  const tamper = (body: string, name: string, value: string) => {
    const p = new URLSearchParams(body);
    p.set(name, value);
    return p.toString();
  };

  test("a paid trade's form, signed by Alipay, is the payment: amount in fen, paid at in Beijing time", async () => {
    const o = await opened();
    const body = fake.pay(o.orderNumber);
    const notice = await driver.verify(new Headers(), body);
    const trade = fake.trades.get(o.orderNumber)!;
    expect(notice).toMatchObject({ orderNumber: o.orderNumber, transactionId: trade.trade_no, amountFen: 19900 });
    expect(notice!.paidAt.toISOString()).toBe(new Date(`${trade.send_pay_date!.replace(" ", "T")}+08:00`).toISOString());
    expect(notice!.raw).not.toHaveProperty("sign");
  });

  test("a changed amount, another app, an unpaid state or no signature is nothing", async () => {
    const o = await opened();
    const body = fake.pay(o.orderNumber);
    expect(await driver.verify(new Headers(), tamper(body, "total_amount", "0.01"))).toBeNull();
    expect(await driver.verify(new Headers(), tamper(body, "sign", ""))).toBeNull();
    expect(await driver.verify(new Headers(), tamper(body, "sign_type", "RSA"))).toBeNull();
    expect(await driver.verify(new Headers(), "not=a&notification=1")).toBeNull();

    const other = await opened();
    expect(await driver.verify(new Headers(), fake.pay(other.orderNumber, { app_id: "2021999999999999" }))).toBeNull();
    const waiting = await opened();
    expect(await driver.verify(new Headers(), fake.pay(waiting.orderNumber, { trade_status: "WAIT_BUYER_PAY" }))).toBeNull();
  });

  test("Alipay stops delivering only on the plain body success", () => {
    expect(driver.answer(200, "成功")).toEqual({ status: 200, contentType: "text/plain; charset=utf-8", body: "success" });
    expect(driver.answer(404, "订单不存在")).toMatchObject({ status: 404, body: "fail" });
  });
});

describe("query, close and refund", () => {
  test("query: unknown and unpaid are null, a paid trade is its notice", async () => {
    const o = order();
    expect(await driver.query(o.orderNumber)).toBeNull();
    await driver.cashier(o, "qr", origin, payer);
    fake.scan(o.orderNumber);
    expect(await driver.query(o.orderNumber)).toBeNull();
    const paid = order();
    await driver.cashier(paid, "qr", origin, payer);
    fake.pay(paid.orderNumber);
    expect(await driver.query(paid.orderNumber)).toMatchObject({ orderNumber: paid.orderNumber, amountFen: 19900 });
  });

  test("close: a scanned trade closes, a never-scanned one counts as closed, a paid one is refused", async () => {
    const scanned = order();
    await driver.cashier(scanned, "qr", origin, payer);
    fake.scan(scanned.orderNumber);
    await driver.close(scanned.orderNumber);
    expect(fake.trades.get(scanned.orderNumber)!.trade_status).toBe("TRADE_CLOSED");
    await driver.close(order().orderNumber);
    const paid = order();
    await driver.cashier(paid, "qr", origin, payer);
    fake.pay(paid.orderNumber);
    await expect(driver.close(paid.orderNumber)).rejects.toMatchObject({ code: "ACQ.REASON_TRADE_STATUS_INVALID" });
  });

  test("refund: the money goes back once per refund number; an unpaid trade is refused", async () => {
    const o = order();
    await driver.cashier(o, "qr", origin, payer);
    fake.pay(o.orderNumber);
    const request = {
      orderNumber: o.orderNumber,
      transactionId: "",
      refundNumber: "RF000000000001",
      amountFen: 19900,
      totalFen: 19900,
      reason: "重复支付退款",
    };
    expect(await driver.refund(request)).toMatchObject({ status: "success" });
    expect(await driver.refund(request)).toMatchObject({ status: "processing" });
    expect([...fake.trades.get(o.orderNumber)!.refunds]).toEqual([["RF000000000001", "199.00"]]);
    await expect(driver.refund({ ...request, orderNumber: order().orderNumber })).rejects.toMatchObject({ code: "ACQ.TRADE_NOT_EXIST" });
  });
});

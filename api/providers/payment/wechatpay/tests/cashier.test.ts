import { afterAll, describe, expect, test } from "bun:test";
import { verify } from "node:crypto";
import { fakeWechatPay, wechatPayKeys } from "@/tests/support/fake-wechatpay";
import { PaymentProviderError } from "../../types";
import { wechatPayment } from "../driver";

const keys = wechatPayKeys();
const fake = fakeWechatPay(keys);
afterAll(() => fake.stop());
const driver = wechatPayment(keys.config(fake.url));

const ORIGIN = "https://xuexi.example.com";
let next = 0;
const order = (description = "HSK 四级 报名费") => ({
  orderNumber: `2026112908300${String(++next).padStart(7, "0")}`,
  amountFen: 19900,
  description,
  returnUrl: `${ORIGIN}/certification/pay?pra_id=7&pra_em=3`,
});
const payer = (openid: string | null = "oUpF8uMuAJO_M2pxb1Q9zNjWeS6o") => ({
  ip: "203.0.113.9",
  wechatOpenId: async (appId: string) => (appId === keys.appId ? openid : null),
});
const lastRequest = () => fake.requests.at(-1)!;

describe("the cashier", () => {
  test("qr: a Native order, whose code_url is both the link and the QR code", async () => {
    const o = order();
    const cashier = await driver.cashier(o, "qr", ORIGIN, payer());
    expect(cashier.url).toStartWith("weixin://wxpay/bizpayurl?pr=");
    expect(cashier).toEqual({ url: cashier.url, qr: cashier.url });
    expect(lastRequest()).toEqual({
      method: "POST",
      path: "/v3/pay/transactions/native",
      body: {
        appid: keys.appId,
        mchid: keys.mchId,
        description: "HSK 四级 报名费",
        out_trade_no: o.orderNumber,
        notify_url: `${ORIGIN}/pay/notify`,
        amount: { total: 19900, currency: "CNY" },
      },
    });
    expect(fake.orders.get(o.orderNumber)).toMatchObject({ trade_type: "NATIVE", trade_state: "NOTPAY", total: 19900 });
  });

  test("a description longer than WeChat Pay takes is cut to 127 characters", async () => {
    await driver.cashier(order("考".repeat(200)), "qr", ORIGIN, payer());
    expect(lastRequest().body.description).toBe("考".repeat(127));
  });

  test("wap: an H5 order with the payer's IP; the person comes back to the return page", async () => {
    const o = order();
    const cashier = await driver.cashier(o, "wap", ORIGIN, payer());
    expect(lastRequest().body.scene_info).toEqual({ payer_client_ip: "203.0.113.9", h5_info: { type: "Wap" } });
    const [h5Url, redirect] = cashier.url.split("&redirect_url=");
    expect(h5Url).toStartWith("https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx");
    expect(decodeURIComponent(redirect!)).toBe(o.returnUrl);
    expect(cashier.qr).toBe("");
  });

  test("js: a JSAPI order for the payer's openid, with the bridge's order signed by the merchant", async () => {
    const o = order();
    const cashier = await driver.cashier(o, "js", ORIGIN, payer());
    expect(lastRequest().body.payer).toEqual({ openid: "oUpF8uMuAJO_M2pxb1Q9zNjWeS6o" });
    expect(cashier.url).toBe(o.returnUrl);
    const js = cashier.jsapi!;
    expect(js).toMatchObject({ appId: keys.appId, signType: "RSA" });
    expect(js.package).toMatch(/^prepay_id=wx\d+$/);
    expect(Math.abs(Number(js.timeStamp) - Date.now() / 1000)).toBeLessThan(5);
    expect(js.nonceStr).toMatch(/^[0-9A-Z]{32}$/);
    const message = `${js.appId}\n${js.timeStamp}\n${js.nonceStr}\n${js.package}\n`;
    expect(verify("sha256", Buffer.from(message), keys.merchant.publicKey, Buffer.from(js.paySign, "base64"))).toBe(true);
  });

  test("js without a WeChat sign-in: NO_OPENID, and nothing is asked of WeChat Pay", async () => {
    const before = fake.requests.length;
    const error = await driver.cashier(order(), "js", ORIGIN, payer(null)).catch((e) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ provider: "wechatpay", code: "NO_OPENID", message: "请先在微信中使用微信登录本站后再支付" });
    expect(fake.requests.length).toBe(before);
  });

  test("a paid order's cashier is WeChat Pay's refusal (ORDERPAID)", async () => {
    const o = order();
    await driver.cashier(o, "qr", ORIGIN, payer());
    fake.pay(o.orderNumber);
    expect(await driver.cashier(o, "qr", ORIGIN, payer()).catch((e) => e)).toMatchObject({ code: "ORDERPAID", message: "该订单已支付" });
  });

  test("the wrong merchant key is refused by WeChat Pay (SIGN_ERROR)", async () => {
    const other = wechatPayKeys();
    const forged = wechatPayment({ ...keys.config(fake.url), privateKey: other.merchant.privateKey });
    expect(await forged.cashier(order(), "qr", ORIGIN, payer()).catch((e) => e)).toMatchObject({ code: "SIGN_ERROR", message: "签名错误" });
  });

  test("an answer not signed by WeChat Pay's key is not trusted", async () => {
    const other = wechatPayKeys();
    const fooled = wechatPayment({ ...keys.config(fake.url), platformPublicKey: other.platform.publicKey });
    const error = await fooled.cashier(order(), "qr", ORIGIN, payer()).catch((e) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error.code).toBe("BAD_SIGNATURE");
  });

  test("an unreachable WeChat Pay is NETWORK, with no key in the error", async () => {
    const closed = fakeWechatPay(keys);
    closed.stop();
    const error = await wechatPayment(keys.config(closed.url))
      .cashier(order(), "qr", ORIGIN, payer())
      .catch((e) => e);
    expect(error).toMatchObject({ provider: "wechatpay", code: "NETWORK", message: "微信支付暂时无法连接，请稍后再试" });
    expect(JSON.stringify({ ...error, message: error.message })).not.toContain("PRIVATE KEY");
  });
});

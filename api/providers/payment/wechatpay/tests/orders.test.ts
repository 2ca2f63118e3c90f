import { afterAll, describe, expect, test } from "bun:test";
import { fakeWechatPay, wechatPayKeys } from "@/tests/support/fake-wechatpay";
import { PaymentProviderError } from "../../types";
import { wechatPayment } from "../driver";

const keys = wechatPayKeys();
const fake = fakeWechatPay(keys);
afterAll(() => fake.stop());
const driver = wechatPayment(keys.config(fake.url));

let next = 0;
async function opened() {
  const orderNumber = `2026112909000${String(++next).padStart(7, "0")}`;
  const payer = { ip: "203.0.113.9", wechatOpenId: async () => null };
  await driver.cashier(
    { orderNumber, amountFen: 19900, description: "报名费", returnUrl: "https://x.example/r" },
    "qr",
    "https://x.example",
    payer,
  );
  return orderNumber;
}
const refundOf = (orderNumber: string, refundNumber: string, amountFen = 19900) =>
  driver.refund({ orderNumber, transactionId: "", refundNumber, amountFen, totalFen: 19900, reason: "重复支付" });

describe("query", () => {
  test("a paid order: its notice, as the notification gives it", async () => {
    const n = await opened();
    const paid = fake.pay(n);
    expect(await driver.query(n)).toEqual(await driver.verify(new Headers(paid.headers), paid.body));
    expect(fake.requests.at(-1)).toMatchObject({ method: "GET", path: `/v3/pay/transactions/out-trade-no/${n}?mchid=${keys.mchId}` });
  });

  test("an unpaid or closed order: null", async () => {
    const n = await opened();
    expect(await driver.query(n)).toBeNull();
    await driver.close(n);
    expect(await driver.query(n)).toBeNull();
  });

  test("an order WeChat Pay never saw (ORDER_NOT_EXIST): null", async () => {
    expect(await driver.query("20261129000000999999")).toBeNull();
  });
});

describe("close", () => {
  test("an unpaid order is closed at WeChat Pay (204) and can no longer be paid", async () => {
    const n = await opened();
    await driver.close(n);
    expect(fake.requests.at(-1)).toEqual({
      method: "POST",
      path: `/v3/pay/transactions/out-trade-no/${n}/close`,
      body: { mchid: keys.mchId },
    });
    expect(fake.orders.get(n)!.trade_state).toBe("CLOSED");
    expect(() => fake.pay(n)).toThrow();
  });

  test("a paid order: WeChat Pay's ORDERPAID", async () => {
    const n = await opened();
    fake.pay(n);
    const error = await driver.close(n).catch((e) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ code: "ORDERPAID", message: "订单已支付" });
  });
});

describe("refund", () => {
  test("done at once: success, with WeChat Pay's refund id; asked again, the same refund", async () => {
    const n = await opened();
    fake.pay(n);
    const result = await refundOf(n, "R0001");
    expect(result).toEqual({ refundId: expect.stringMatching(/^50000\d+$/), status: "success" });
    expect(fake.requests.at(-1)!.body).toEqual({
      out_trade_no: n,
      out_refund_no: "R0001",
      reason: "重复支付",
      amount: { refund: 19900, total: 19900, currency: "CNY" },
    });
    expect(await refundOf(n, "R0001")).toEqual(result);
  });

  test("still on its way: processing", async () => {
    const n = await opened();
    fake.pay(n);
    fake.state.refundStatus = "PROCESSING";
    try {
      expect(await refundOf(n, "R0002")).toMatchObject({ status: "processing" });
    } finally {
      fake.state.refundStatus = "SUCCESS";
    }
  });

  test("an abnormal refund, more than was paid, or an unpaid order: WeChat Pay's error", async () => {
    const n = await opened();
    fake.pay(n);
    fake.state.refundStatus = "ABNORMAL";
    try {
      expect(await refundOf(n, "R0003").catch((e) => e)).toMatchObject({ provider: "wechatpay", code: "REFUND_ABNORMAL" });
    } finally {
      fake.state.refundStatus = "SUCCESS";
    }
    expect(await refundOf(n, "R0004", 1).catch((e) => e)).toMatchObject({ code: "NOT_ENOUGH", message: "申请退款金额超过订单可退金额" });
    expect(await refundOf(await opened(), "R0005").catch((e) => e)).toMatchObject({ code: "RESOURCE_NOT_EXISTS" });
  });

  test("WeChat Pay unreachable: NETWORK", async () => {
    const closed = fakeWechatPay(keys);
    closed.stop();
    const error = await wechatPayment(keys.config(closed.url))
      .refund({ orderNumber: "1", transactionId: "", refundNumber: "R", amountFen: 1, totalFen: 1, reason: "" })
      .catch((e) => e);
    expect(error).toMatchObject({ code: "NETWORK", message: "微信支付暂时无法连接，请稍后再试" });
  });
});

import { type JsapiPayment, PAY_MSG } from "@/api/contract/payment";

type Bridge = { invoke(name: string, params: JsapiPayment, done: (res: { err_msg: string }) => void): void };
const bridge = () => (window as unknown as { WeixinJSBridge?: Bridge }).WeixinJSBridge;

/** WeChat's page bridge, which WeChat injects into its browser a little after the page loads. */
function ready(): Promise<Bridge> {
  const now = bridge();
  if (now) return Promise.resolve(now);
  return new Promise((resolve) => document.addEventListener("WeixinJSBridgeReady", () => resolve(bridge() as Bridge), { once: true }));
}

/**
 * WeChat Pay inside WeChat (JSAPI): the server's signed order goes to getBrandWCPayRequest, which shows WeChat's own
 * pay sheet. Resolves once paid; rejects with the spec's message when the person cancels or the payment fails.
 */
export async function payInWechat(order: JsapiPayment): Promise<void> {
  const wx = await ready();
  return new Promise((resolve, reject) =>
    wx.invoke("getBrandWCPayRequest", order, ({ err_msg }) => {
      if (err_msg === "get_brand_wcpay_request:ok") resolve();
      else reject(new Error(err_msg === "get_brand_wcpay_request:cancel" ? PAY_MSG.cancelled : PAY_MSG.failed));
    }),
  );
}

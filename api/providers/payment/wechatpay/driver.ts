import * as v from "valibot";
import type { WechatPayConfig } from "../config";
import { jsonAnswer } from "../sandbox";
import { type PaymentDriver, PaymentProviderError, type ProviderOrder } from "../types";
import { wechatError, wechatPayClient } from "./client";
import { checkWechatSignature, jsapiPaySign, newNonce, openResource, unixSeconds } from "./sign";
import { NotificationSchema, paidNotice } from "./transaction";

const DESCRIPTION_CHARS = 127;
const CodeUrl = v.object({ code_url: v.pipe(v.string(), v.nonEmpty()) });
const H5Url = v.object({ h5_url: v.pipe(v.string(), v.nonEmpty()) });
const PrepayId = v.object({ prepay_id: v.pipe(v.string(), v.nonEmpty()) });
const TradeState = v.object({ trade_state: v.string() });
const Refund = v.object({ refund_id: v.string(), status: v.string() });

const badAnswer = () => wechatError("BAD_ANSWER", "微信支付应答格式异常");

/** The answer in its documented shape; a well-signed answer of any other shape is BAD_ANSWER. */
function shaped<T extends v.GenericSchema>(schema: T, answer: unknown): v.InferOutput<T> {
  const result = v.safeParse(schema, answer);
  if (!result.success) throw badAnswer();
  return result.output;
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/**
 * PAY_DRIVER=wechatpay: WeChat Pay API v3 for a direct merchant. Native for a desktop QR code, H5 for a phone
 * browser, JSAPI inside WeChat (with the payer's openid under config.appId); paid notices come only from the
 * notification's sealed resource or the signed query.
 */
export function wechatPayment(config: WechatPayConfig): PaymentDriver {
  const call = wechatPayClient(config);
  const orderPath = (orderNumber: string) => `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNumber)}`;
  const prepay = (order: ProviderOrder, origin: string) => ({
    appid: config.appId,
    mchid: config.mchId,
    description: Array.from(order.description).slice(0, DESCRIPTION_CHARS).join(""),
    out_trade_no: order.orderNumber,
    notify_url: `${origin}/pay/notify`,
    amount: { total: order.amountFen, currency: "CNY" },
  });

  return {
    name: "wechatpay",
    async cashier(order, kind, origin, payer) {
      if (kind === "qr") {
        const { code_url } = shaped(CodeUrl, await call("POST", "/v3/pay/transactions/native", prepay(order, origin)));
        return { url: code_url, qr: code_url };
      }
      if (kind === "wap") {
        const body = { ...prepay(order, origin), scene_info: { payer_client_ip: payer.ip, h5_info: { type: "Wap" } } };
        const { h5_url } = shaped(H5Url, await call("POST", "/v3/pay/transactions/h5", body));
        // WeChat Pay's H5 page returns the person here once they leave its cashier (paid or not).
        return { url: `${h5_url}&redirect_url=${encodeURIComponent(order.returnUrl)}`, qr: "" };
      }
      const openid = await payer.wechatOpenId(config.appId);
      if (!openid) throw new PaymentProviderError("wechatpay", "NO_OPENID", "请先在微信中使用微信登录本站后再支付");
      const { prepay_id } = shaped(
        PrepayId,
        await call("POST", "/v3/pay/transactions/jsapi", { ...prepay(order, origin), payer: { openid } }),
      );
      const signed = { appId: config.appId, timeStamp: unixSeconds(), nonceStr: newNonce(), package: `prepay_id=${prepay_id}` };
      return { url: order.returnUrl, qr: "", jsapi: { ...signed, signType: "RSA", paySign: jsapiPaySign(config.privateKey, signed) } };
    },
    async verify(headers, body) {
      if (!checkWechatSignature(config, headers, body)) return null;
      const envelope = v.safeParse(NotificationSchema, parseJson(body));
      if (!envelope.success || envelope.output.event_type !== "TRANSACTION.SUCCESS") return null;
      const plaintext = openResource(config.apiV3Key, envelope.output.resource);
      return plaintext === null ? null : paidNotice(config, parseJson(plaintext));
    },
    answer: jsonAnswer,
    async query(orderNumber) {
      let transaction: unknown;
      try {
        transaction = await call("GET", `${orderPath(orderNumber)}?mchid=${encodeURIComponent(config.mchId)}`);
      } catch (e) {
        if (e instanceof PaymentProviderError && e.code === "ORDER_NOT_EXIST") return null;
        throw e;
      }
      if (shaped(TradeState, transaction).trade_state !== "SUCCESS") return null;
      const notice = paidNotice(config, transaction);
      if (!notice) throw badAnswer();
      return notice;
    },
    async close(orderNumber) {
      await call("POST", `${orderPath(orderNumber)}/close`, { mchid: config.mchId });
    },
    async refund(r) {
      const answer = await call("POST", "/v3/refund/domestic/refunds", {
        out_trade_no: r.orderNumber,
        out_refund_no: r.refundNumber,
        reason: r.reason,
        amount: { refund: r.amountFen, total: r.totalFen, currency: "CNY" },
      });
      const { refund_id, status } = shaped(Refund, answer);
      if (status === "SUCCESS") return { refundId: refund_id, status: "success" };
      if (status === "PROCESSING") return { refundId: refund_id, status: "processing" };
      throw wechatError(`REFUND_${status}`, `微信支付退款状态异常：${status}`);
    },
  };
}

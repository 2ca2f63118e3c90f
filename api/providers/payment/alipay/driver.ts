import * as v from "valibot";
import type { AlipayConfig } from "../config";
import { type PaymentDriver, type PaymentNotice, PaymentProviderError } from "../types";
import { type AlipayAnswer, alipayClient } from "./client";
import { fenOf, fromBeijingText, yuanText } from "./money";

const PAID_STATES = new Set(["TRADE_SUCCESS", "TRADE_FINISHED"]);
const NOT_EXIST = "ACQ.TRADE_NOT_EXIST";

const NoticeSchema = v.object({
  app_id: v.string(),
  out_trade_no: v.pipe(v.string(), v.nonEmpty(), v.maxLength(64)),
  trade_no: v.pipe(v.string(), v.nonEmpty(), v.maxLength(64)),
  trade_status: v.string(),
  total_amount: v.string(),
  gmt_payment: v.optional(v.string(), ""),
});

/** A paid trade as Alipay reports it, in our terms; null for any other state or a malformed one. */
function paidNotice(
  t: { out_trade_no: string; trade_no: string; trade_status: string; total_amount: string },
  when: string,
  raw: unknown,
): PaymentNotice | null {
  const amountFen = fenOf(t.total_amount);
  const paidAt = fromBeijingText(when);
  if (!PAID_STATES.has(t.trade_status) || amountFen === null || !paidAt) return null;
  return { orderNumber: t.out_trade_no, transactionId: t.trade_no, amountFen, paidAt, raw };
}

/**
 * PAY_DRIVER=alipay (docs/decisions/0040): Alipay's open platform with RSA2. A desktop page draws precreate's QR code
 * (with Alipay's computer cashier, page pay, as its link), a phone goes to wap pay; notifications are form posts
 * checked with Alipay's public key. Inside WeChat Alipay's pages are blocked, so the person is told so.
 */
export function alipayPayment(config: AlipayConfig): PaymentDriver {
  const alipay = alipayClient(config);
  const succeeded = (a: AlipayAnswer) => {
    if (a.code !== "10000") throw alipay.refusal(a);
    return a;
  };

  return {
    name: "alipay",
    async cashier(order, kind, origin) {
      if (kind === "js") {
        throw new PaymentProviderError("alipay", "IN_WECHAT", "微信内无法使用支付宝，请点击右上角在浏览器中打开后支付");
      }
      const trade = { out_trade_no: order.orderNumber, total_amount: yuanText(order.amountFen), subject: order.description.slice(0, 256) };
      const links = { return_url: order.returnUrl, notify_url: `${origin}/pay/notify` };
      if (kind === "wap") {
        const url = alipay.pageUrl("alipay.trade.wap.pay", { ...trade, product_code: "QUICK_WAP_WAY", quit_url: order.returnUrl }, links);
        return { url, qr: "" };
      }
      const pre = succeeded(await alipay.call("alipay.trade.precreate", trade, { notify_url: links.notify_url }));
      const url = alipay.pageUrl("alipay.trade.page.pay", { ...trade, product_code: "FAST_INSTANT_TRADE_PAY" }, links);
      return { url, qr: String(pre.qr_code ?? "") };
    },

    async verify(_headers, body) {
      const params = Object.fromEntries(new URLSearchParams(body));
      if (!alipay.notified(params)) return null;
      const n = v.safeParse(NoticeSchema, params);
      if (!n.success || n.output.app_id !== config.appId) return null;
      const { sign: _sign, ...raw } = params;
      return paidNotice(n.output, n.output.gmt_payment, raw);
    },

    answer(status) {
      const accepted = status >= 200 && status < 300;
      // Alipay stops delivering only on the plain body "success".
      return { status: accepted ? 200 : status, contentType: "text/plain; charset=utf-8", body: accepted ? "success" : "fail" };
    },

    async query(orderNumber) {
      const a = await alipay.call("alipay.trade.query", { out_trade_no: orderNumber });
      if (a.code !== "10000") {
        if (a.sub_code === NOT_EXIST) return null;
        throw alipay.refusal(a);
      }
      const t = v.safeParse(NoticeSchema, { app_id: config.appId, ...a });
      return t.success ? paidNotice(t.output, String(a.send_pay_date ?? ""), a) : null;
    },

    async close(orderNumber) {
      const a = await alipay.call("alipay.trade.close", { out_trade_no: orderNumber });
      // Never scanned: Alipay has no trade to close, which is as closed as it gets.
      if (a.code !== "10000" && a.sub_code !== NOT_EXIST) throw alipay.refusal(a);
    },

    async refund(r) {
      const a = succeeded(
        await alipay.call("alipay.trade.refund", {
          out_trade_no: r.orderNumber,
          refund_amount: yuanText(r.amountFen),
          out_request_no: r.refundNumber,
          refund_reason: r.reason,
        }),
      );
      return { refundId: `${a.trade_no}:${r.refundNumber}`, status: a.fund_change === "Y" ? "success" : "processing" };
    },
  };
}

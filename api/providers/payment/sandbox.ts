import * as v from "valibot";
import { checkNotification, sandboxKey, sealTicket } from "./sandbox-signing";
import type { NotifyAnswer, PaymentDriver } from "./types";

/** The body of a sandbox notification (the fields WeChat Pay's decrypted resource carries, in our names). */
const SandboxNoticeSchema = v.object({
  orderNumber: v.pipe(v.string(), v.nonEmpty(), v.maxLength(40)),
  transactionId: v.pipe(v.string(), v.nonEmpty(), v.maxLength(64)),
  amountFen: v.pipe(v.number(), v.integer(), v.minValue(0)),
  tradeState: v.literal("SUCCESS"),
  successTime: v.pipe(v.string(), v.isoTimestamp()),
});
export type SandboxNotice = v.InferOutput<typeof SandboxNoticeSchema>;

/** Where the sandbox's cashier pages live on our own server (api/modules/pay/sandbox-cashier.ts). */
const SANDBOX_CASHIER_PATH = "/pay/sandbox/cashier";

/**
 * PAY_DRIVER=sandbox: a local cashier (a page on this server where a person presses 确认支付 or 取消) that then posts
 * a signed asynchronous notification to /pay/notify, exactly as a real provider would. It keeps no state of its own:
 * it knows of no order beyond its notification (query answers null), has nothing to close, and a refund is done at once.
 */
export function sandboxPayment(appSecret: string): PaymentDriver {
  const key = sandboxKey(appSecret);
  return {
    name: "sandbox",
    async cashier(order, _kind, origin) {
      // One cashier page serves all three ways in: scanned from a QR code, opened on a phone, or inside WeChat.
      const url = `${origin}${SANDBOX_CASHIER_PATH}?ticket=${sealTicket(key, order)}`;
      return { url, qr: url };
    },
    async verify(headers, body) {
      if (!checkNotification(key, headers, body)) return null;
      let parsed: unknown;
      try {
        parsed = JSON.parse(body);
      } catch {
        return null;
      }
      const result = v.safeParse(SandboxNoticeSchema, parsed);
      if (!result.success) return null;
      const n = result.output;
      return {
        orderNumber: n.orderNumber,
        transactionId: n.transactionId,
        amountFen: n.amountFen,
        paidAt: new Date(n.successTime),
        raw: n,
      };
    },
    answer: jsonAnswer,
    async query() {
      return null;
    },
    async close() {},
    async refund(request) {
      return { refundId: `sandbox-${request.refundNumber}`, status: "success" };
    },
  };
}

/** WeChat Pay's way of answering, which the sandbox plays: 200 with SUCCESS stops the retries. */
export function jsonAnswer(status: number, message: string): NotifyAnswer {
  const accepted = status >= 200 && status < 300;
  return { status, contentType: "application/json", body: JSON.stringify({ code: accepted ? "SUCCESS" : "FAIL", message }) };
}

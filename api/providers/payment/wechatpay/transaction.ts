import * as v from "valibot";
import type { WechatPayConfig } from "../config";
import type { PaymentNotice } from "../types";

/** A notification's envelope: only the resource, sealed under the APIv3 key, says what was paid. */
export const NotificationSchema = v.object({
  id: v.string(),
  create_time: v.string(),
  event_type: v.string(),
  resource_type: v.literal("encrypt-resource"),
  resource: v.object({
    algorithm: v.literal("AEAD_AES_256_GCM"),
    ciphertext: v.pipe(v.string(), v.nonEmpty()),
    associated_data: v.optional(v.string(), ""),
    nonce: v.pipe(v.string(), v.nonEmpty()),
    original_type: v.literal("transaction"),
  }),
});

/** A transaction as a notification's resource and the query carry it, once paid. */
const PaidSchema = v.object({
  appid: v.string(),
  mchid: v.string(),
  out_trade_no: v.pipe(v.string(), v.nonEmpty(), v.maxLength(40)),
  transaction_id: v.pipe(v.string(), v.nonEmpty(), v.maxLength(64)),
  trade_state: v.literal("SUCCESS"),
  success_time: v.pipe(v.string(), v.isoTimestamp()),
  amount: v.object({ total: v.pipe(v.number(), v.integer(), v.minValue(0)), currency: v.literal("CNY") }),
});

/** The paid notice of a transaction WeChat Pay reported, null unless it is paid and this merchant's and app's. */
export function paidNotice(config: WechatPayConfig, transaction: unknown): PaymentNotice | null {
  const result = v.safeParse(PaidSchema, transaction);
  if (!result.success) return null;
  const t = result.output;
  if (t.mchid !== config.mchId || t.appid !== config.appId) return null;
  return {
    orderNumber: t.out_trade_no,
    transactionId: t.transaction_id,
    amountFen: t.amount.total,
    paidAt: new Date(t.success_time),
    raw: transaction,
  };
}

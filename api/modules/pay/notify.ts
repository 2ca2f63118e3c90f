import type { Db } from "../../../db/client";
import type { PaymentNotice } from "../../providers/payment";
import type { SmsDriver } from "../../providers/sms";
import { insertLedgerOnce, lockOrderByNumber, markOrderPaid } from "./queries";
import { SUBJECTS } from "./subjects";

/** What became of a notification whose signature held. */
export type NotifyOutcome = "paid" | "duplicate" | "unknown-order" | "wrong-amount" | "not-payable";

/**
 * Applies a verified payment notification in one transaction: the order (locked, so concurrent deliveries queue),
 * the amount check, the ledger row, created → paid, and the subject's own step with its letter. A notification
 * delivered again finds the order paid by the same transaction and changes nothing.
 */
export function applyNotification(db: Db, sms: SmsDriver, provider: string, notice: PaymentNotice): Promise<NotifyOutcome> {
  return db.transaction(async (tx) => {
    const order = await lockOrderByNumber(tx, notice.orderNumber);
    if (!order) return "unknown-order";
    if (notice.amountFen !== order.amountFen) return "wrong-amount";
    if (order.status === "paid" && order.providerTxnId === notice.transactionId) return "duplicate";
    if (order.status !== "created") return "not-payable";
    const ledger = await insertLedgerOnce(tx, {
      orderId: order.id,
      provider,
      providerTxnId: notice.transactionId,
      amountFen: notice.amountFen,
      payload: notice.raw,
    });
    // The same provider transaction already paid another order: a forgery or the provider's mistake, never ours to apply.
    if (!ledger) return "not-payable";
    const paid = await markOrderPaid(tx, order.id, { provider, providerTxnId: notice.transactionId, paidAt: notice.paidAt });
    if (!paid) return "not-payable";
    await SUBJECTS[order.subjectKind].paid(tx, sms, paid, provider);
    return "paid";
  });
}

import type { Db } from "@/db/client";
import type { PaymentNotice } from "../../providers/payment";
import type { SmsDriver } from "../../providers/sms";
import { insertLedgerOnce, lockOrderByNumber, markOrderPaid } from "./queries";
import { recordRefundDue } from "./refunds";
import type { SubjectOf } from "./subject-handler";

/** What became of a notification whose signature held. */
export type NotifyOutcome = "paid" | "duplicate" | "refund-due" | "unknown-order" | "wrong-amount" | "txn-elsewhere";

/**
 * Applies a verified payment notification in one transaction: the order (locked, so concurrent deliveries queue),
 * the amount check, the ledger row, created → paid, and the subject's own step with its letter. A notification
 * delivered again finds its ledger row and changes nothing. Money for an order that can no longer take it (closed,
 * or paid by another transaction) is still money the person paid: recorded as owed back, never left unanswered.
 */
export function applyNotification(
  db: Db,
  sms: SmsDriver,
  subjectOf: SubjectOf,
  provider: string,
  notice: PaymentNotice,
): Promise<NotifyOutcome> {
  return db.transaction(async (tx) => {
    const order = await lockOrderByNumber(tx, notice.orderNumber);
    if (!order) return "unknown-order";
    if (notice.amountFen !== order.amountFen) return "wrong-amount";
    if (order.status === "paid" && order.providerTxnId === notice.transactionId) return "duplicate";
    if (order.status !== "created") return recordRefundDue(tx, subjectOf(order.subjectKind), provider, order, notice);
    const ledger = await insertLedgerOnce(tx, {
      orderId: order.id,
      provider,
      providerTxnId: notice.transactionId,
      amountFen: notice.amountFen,
      payload: notice.raw,
    });
    // The same provider transaction already recorded for another order: a forgery or the provider's mistake.
    if (!ledger) return "txn-elsewhere";
    const paid = await markOrderPaid(tx, order.id, { provider, providerTxnId: notice.transactionId, paidAt: notice.paidAt });
    if (!paid) throw new Error(`payment order ${order.id} left 'created' while locked`);
    await subjectOf(order.subjectKind).paid(tx, sms, paid, provider);
    return "paid";
  });
}

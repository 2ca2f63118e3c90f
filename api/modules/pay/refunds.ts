import type { Conn } from "@/db/client";
import type { PaymentSubject } from "@/db/schema/pay";
import { yuan } from "../../contract/payment";
import { type LedgerEntry, REFUND_MSG } from "../../contract/payment-refunds";
import { httpError } from "../../protocol/errors";
import { type PaymentDriver, type PaymentNotice, PaymentProviderError } from "../../providers/payment";
import { sendLetter } from "../letters/service";
import {
  insertLedgerOnce,
  ledgerByTxn,
  ledgerOfOrder,
  ledgerRowOf,
  markLedgerRefunded,
  markPaymentRefunded,
  orderById,
  type PaymentOrder,
  paidOrderOf,
} from "./queries";
import type { SubjectHandler } from "./subject-handler";

type LedgerRow = Awaited<ReturnType<typeof ledgerOfOrder>>[number];

/**
 * Money that arrived for an order which can no longer take it (closed after a voucher, or paid by another
 * transaction): the person really paid, so it is recorded as owed back and they are told, once per provider
 * transaction (the ledger's unique constraint). Answers "txn-elsewhere" when that transaction is already recorded
 * for another order: a forgery or the provider's mistake, never ours to record.
 */
export async function recordRefundDue(
  tx: Conn,
  subject: SubjectHandler,
  provider: string,
  order: PaymentOrder,
  notice: PaymentNotice,
): Promise<"refund-due" | "duplicate" | "txn-elsewhere"> {
  const row = await insertLedgerOnce(tx, {
    orderId: order.id,
    provider,
    providerTxnId: notice.transactionId,
    amountFen: notice.amountFen,
    payload: notice.raw,
    refundStatus: "due",
  });
  if (!row) return (await ledgerByTxn(tx, notice.transactionId))?.orderId === order.id ? "duplicate" : "txn-elsewhere";
  const { description } = await subject.describe(tx, order.subjectId);
  await sendLetter(tx, {
    userId: order.userId,
    title: "重复支付将原路退回",
    content: `您为「${description}」（订单号 ${order.orderNumber}）重复支付的 ${yuan(notice.amountFen)} 我们已收到，将按原支付方式原路退回，请留意到账。`,
    link: "",
  });
  return "refund-due";
}

/** A ledger row as the back office shows it (without the provider's raw payload). */
function ledgerEntry(row: LedgerRow): LedgerEntry {
  return {
    id: row.id,
    provider: row.provider,
    providerTxnId: row.providerTxnId,
    amountFen: row.amountFen,
    receivedAt: row.receivedAt.toISOString(),
    refundStatus: row.refundStatus,
    refundedAt: row.refundedAt?.toISOString() ?? null,
  };
}

export function orderLedger(conn: Conn, orderId: number) {
  return ledgerOfOrder(conn, orderId).then((rows) => rows.map(ledgerEntry));
}

/**
 * Asks the provider to return a payment owed back, before it is marked refunded. The refund number is the ledger
 * row's, so a second click (or two operators at once) asks for the same refund, which the provider does once.
 * Rows not owed are left for markRefunded to refuse.
 */
export async function refundAtProvider(conn: Conn, driver: PaymentDriver, orderId: number, notificationId: number) {
  const row = await ledgerRowOf(conn, orderId, notificationId);
  if (row?.refundStatus !== "due") return;
  const order = await orderById(conn, orderId);
  try {
    await driver.refund({
      orderNumber: order!.orderNumber,
      transactionId: row.providerTxnId,
      refundNumber: `RF${String(row.id).padStart(12, "0")}`,
      amountFen: row.amountFen,
      totalFen: row.amountFen,
      reason: "重复支付退款",
    });
  } catch (error) {
    if (error instanceof PaymentProviderError) throw httpError(502, `${REFUND_MSG.providerFailed}：${error.message}`);
    throw error;
  }
}

/**
 * The money is on its way back: due → refunded with one guarded UPDATE, so a second click (or two operators at
 * once) changes nothing. Answers the row before and after, or why not.
 */
export async function markRefunded(tx: Conn, orderId: number, notificationId: number) {
  const after = await markLedgerRefunded(tx, orderId, notificationId);
  if (after) return { before: { ...ledgerEntry(after), refundStatus: "due" as const, refundedAt: null }, after: ledgerEntry(after) };
  const row = await ledgerRowOf(tx, orderId, notificationId);
  return !row ? "not-found" : row.refundStatus === "refunded" ? "already-refunded" : "not-owed";
}

/** What a subject's paid order is as a refund of it sees it: its number, amount and provider (null when unpaid). */
export async function paidOrderSummary(conn: Conn, kind: PaymentSubject, subjectId: number) {
  const order = await paidOrderOf(conn, kind, subjectId);
  return order ? { orderNumber: order.orderNumber, amountFen: order.amountFen, provider: order.provider } : null;
}

/**
 * Returns a subject's paid order in full through the provider that took it (原路退款), e.g. an exam fee a sponsoring
 * company covers. `refundNumber` is the caller's, fixed for the one refund it asks for, so asking again (after a
 * crash, or twice) is the same refund at the provider, which makes it once. Answers the provider's refund, "no-order"
 * when the subject has no paid order, "other-provider" when this process's driver is not the one that took the money.
 * A provider's refusal is thrown as its PaymentProviderError; nothing is marked here (markPaidOrderRefunded does).
 */
export async function refundPaidOrder(
  conn: Conn,
  driver: PaymentDriver,
  kind: PaymentSubject,
  subjectId: number,
  refund: { refundNumber: string; reason: string },
) {
  const order = await paidOrderOf(conn, kind, subjectId);
  if (!order?.providerTxnId) return "no-order" as const;
  if (order.provider !== driver.name) return "other-provider" as const;
  return driver.refund({
    orderNumber: order.orderNumber,
    transactionId: order.providerTxnId,
    refundNumber: refund.refundNumber,
    amountFen: order.amountFen,
    totalFen: order.amountFen,
    reason: refund.reason,
  });
}

/**
 * The money of a subject's paid order is on its way back: the ledger row of the payment becomes refunded, once (the
 * guarded UPDATE), in the caller's transaction. Answers the order and its row before and after (for the caller's audit
 * under the order, as the order's page shows it), or null when there was nothing left to mark.
 */
export async function markPaidOrderRefunded(tx: Conn, kind: PaymentSubject, subjectId: number) {
  const order = await paidOrderOf(tx, kind, subjectId);
  if (!order?.providerTxnId) return null;
  const row = await markPaymentRefunded(tx, order.id, order.providerTxnId);
  if (!row) return null;
  const after = ledgerEntry(row);
  return { orderId: order.id, before: { ...after, refundStatus: null, refundedAt: null }, after };
}

import type { Conn } from "@/db/client";
import { yuan } from "../../contract/payment";
import type { LedgerEntry } from "../../contract/payment-refunds";
import type { PaymentNotice } from "../../providers/payment";
import { sendLetter } from "../letters/service";
import { insertLedgerOnce, ledgerByTxn, ledgerOfOrder, ledgerRowOf, markLedgerRefunded, type PaymentOrder } from "./queries";
import { SUBJECTS } from "./subjects";

type LedgerRow = Awaited<ReturnType<typeof ledgerOfOrder>>[number];

/**
 * Money that arrived for an order which can no longer take it (closed after a voucher, or paid by another
 * transaction): the person really paid, so it is recorded as owed back and they are told, once per provider
 * transaction (the ledger's unique constraint). Answers "txn-elsewhere" when that transaction is already recorded
 * for another order: a forgery or the provider's mistake, never ours to record.
 */
export async function recordRefundDue(
  tx: Conn,
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
  const { description } = await SUBJECTS[order.subjectKind].describe(tx, order.subjectId);
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
 * An operator has returned the money: due → refunded with one guarded UPDATE, so a second click (or two operators
 * at once) changes nothing. Answers the row before and after, or why not.
 * The sandbox has no refund API (the money is returned in the provider's console); a real provider's refund call
 * (WeChat Pay: POST /v3/refund/domestic/refunds, out_refund_no = the ledger id) goes here, through the PaymentDriver.
 */
export async function markRefunded(tx: Conn, orderId: number, notificationId: number) {
  const after = await markLedgerRefunded(tx, orderId, notificationId);
  if (after) return { before: { ...ledgerEntry(after), refundStatus: "due" as const, refundedAt: null }, after: ledgerEntry(after) };
  const row = await ledgerRowOf(tx, orderId, notificationId);
  return !row ? "not-found" : row.refundStatus === "refunded" ? "already-refunded" : "not-owed";
}

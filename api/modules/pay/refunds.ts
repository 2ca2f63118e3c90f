import type { Conn } from "@/db/client";
import { yuan } from "../../contract/payment";
import { type LedgerEntry, REFUND_MSG } from "../../contract/payment-refunds";
import { httpError } from "../../protocol/errors";
import { type PaymentDriver, type PaymentNotice, PaymentProviderError } from "../../providers/payment";
import { sendLetter } from "../letters/service";
import { insertLedgerOnce, ledgerByTxn, ledgerOfOrder, ledgerRowOf, markLedgerRefunded, orderById, type PaymentOrder } from "./queries";
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

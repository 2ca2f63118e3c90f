/**
 * Money a payer is owed back: a transaction that arrived for an order already closed (paid by voucher) or paid by
 * another transaction. due → refunded, once, by an operator; null on a ledger row that paid its order, which becomes
 * refunded when its fee is returned (an exam fee a certified employee's company sponsors, docs/decisions/0048).
 */
export const REFUND_STATUSES = ["due", "refunded"] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Refund states as the back office names them (a ledger row that paid its order has none). */
export const REFUND_STATUS_LABELS = { due: "待退款", refunded: "已退款" } as const satisfies Record<RefundStatus, string>;

export const REFUND_MSG = {
  notFound: "该笔支付记录不存在",
  notOwed: "该笔支付无需退款",
  alreadyRefunded: "该笔款项已标记为已退款，不能重复操作",
  providerFailed: "支付渠道退款失败",
} as const;

/** One ledger row (a provider transaction) as the payment order's page lists it. */
export type LedgerEntry = {
  id: number;
  provider: string;
  providerTxnId: string;
  amountFen: number;
  receivedAt: string;
  refundStatus: RefundStatus | null;
  refundedAt: string | null;
};

import { ORDER_STATUS_LABELS } from "@/api/contract/payment";
import { REFUND_STATUS_LABELS } from "@/api/contract/payment-refunds";

const choicesOf = (labels: Record<string, string>) => Object.entries(labels).map(([id, name]) => ({ id, name }));

/** The order states with the names the operator reads. */
export const ORDER_STATUS_CHOICES = choicesOf(ORDER_STATUS_LABELS);
/** 待退款 / 已退款: money a payer was owed back (a second payment of a closed or paid order). */
export const REFUND_STATUS_CHOICES = choicesOf(REFUND_STATUS_LABELS);

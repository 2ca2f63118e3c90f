import type { SQL } from "drizzle-orm";
import { equalsInt, equalsText, search } from "@/api/admin/filters";
import { defineResource } from "@/api/admin/resource";
import type { PaymentOrderRow } from "@/api/contract/pay-admin";
import { PAYMENT_ORDER_STATUSES } from "@/api/contract/payment";
import { REFUND_STATUSES } from "@/api/contract/payment-refunds";
import { pick } from "@/api/contract/pick";
import { paymentNotifications, paymentOrders } from "@/db/schema/pay";
import { ordersWithTransaction } from "./queries";

const refundOf = equalsText(paymentNotifications.refundStatus, REFUND_STATUSES);

/** Orders holding a transaction in that refund state (待退款: money the payer is owed back). */
function withRefund(value: unknown): SQL | undefined {
  const state = refundOf(value);
  return state && ordersWithTransaction(state);
}

/** 支付订单: what candidates were asked to pay and what the provider reported; refunds are marked on its own route. */
export const paymentOrdersResource = defineResource<PaymentOrderRow>()({
  name: "payment-orders",
  table: paymentOrders,
  sortable: { createdAt: paymentOrders.createdAt, paidAt: paymentOrders.paidAt, amountFen: paymentOrders.amountFen },
  filters: {
    q: search(paymentOrders.orderNumber, paymentOrders.providerTxnId),
    status: equalsText(paymentOrders.status, PAYMENT_ORDER_STATUSES),
    userId: equalsInt(paymentOrders.userId),
    refundStatus: withRefund,
  },
  serialize: (o) =>
    pick(o, [
      "id",
      "orderNumber",
      "userId",
      "subjectKind",
      "subjectId",
      "amountFen",
      "status",
      "provider",
      "providerTxnId",
      "paidAt",
      "createdAt",
    ]),
});

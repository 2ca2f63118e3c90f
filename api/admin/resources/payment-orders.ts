import { PAYMENT_ORDER_STATUSES, paymentOrders } from "../../../db/schema";
import { equalsInt, equalsText, search } from "../filters";
import { defineResource } from "../resource";

/** 支付订单: what candidates were asked to pay and what the provider reported; read-only for operators. */
export const paymentOrdersResource = defineResource({
  name: "payment-orders",
  table: paymentOrders,
  sortable: { createdAt: paymentOrders.createdAt, paidAt: paymentOrders.paidAt, amountFen: paymentOrders.amountFen },
  filters: {
    q: search(paymentOrders.orderNumber, paymentOrders.providerTxnId),
    status: equalsText(paymentOrders.status, PAYMENT_ORDER_STATUSES),
    userId: equalsInt(paymentOrders.userId),
  },
  serialize: (o) => ({
    id: o.id,
    orderNumber: o.orderNumber,
    userId: o.userId,
    subjectKind: o.subjectKind,
    subjectId: o.subjectId,
    amountFen: o.amountFen,
    status: o.status,
    provider: o.provider,
    providerTxnId: o.providerTxnId,
    paidAt: o.paidAt,
    createdAt: o.createdAt,
  }),
});

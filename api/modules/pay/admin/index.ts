import type { AdminModule } from "@/api/admin/module";
import { paymentOrders } from "@/db/schema/pay";
import { paymentOrderRefundRoutes } from "./payment-order-refunds";
import { paymentOrdersResource } from "./payment-orders";
import { paidOrders } from "./queries";

/** The back office of payments: orders and their refunds. */
export const payAdmin: AdminModule = {
  resources: [paymentOrdersResource],
  // Payments received: orders by the day they were paid.
  daily: [{ name: "payments", resource: paymentOrdersResource, at: paymentOrders.paidAt, where: paidOrders() }],
  routes: { "payment-orders": paymentOrderRefundRoutes },
};

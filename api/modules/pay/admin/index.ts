import type { AdminModule } from "@/api/admin/module";
import { paymentOrderRefundRoutes } from "./payment-order-refunds";
import { paymentOrdersResource } from "./payment-orders";

/** The back office of payments: orders and their refunds. */
export const payAdmin: AdminModule = {
  resources: [paymentOrdersResource],
  routes: { "payment-orders": paymentOrderRefundRoutes },
};

import { eq, type SQL, sql } from "drizzle-orm";
import { paymentNotifications, paymentOrders } from "@/db/schema/pay";

/** Orders the provider reported paid (the daily payments figure). */
export const paidOrders = () => eq(paymentOrders.status, "paid");

/** Orders holding a transaction that meets `condition` (a refund state of the ledger). */
export const ordersWithTransaction = (condition: SQL) =>
  sql`exists (select 1 from ${paymentNotifications} where ${paymentNotifications.orderId} = ${paymentOrders.id} and ${condition})`;

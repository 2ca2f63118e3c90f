import { asc, eq } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { paymentOrders } from "@/db/schema/pay";

/** The person's payment orders, oldest first: their part of a data export (my/ExportData). */
export function ordersHeldAbout(db: Conn, userId: number) {
  return db
    .select({
      id: paymentOrders.id,
      subjectKind: paymentOrders.subjectKind,
      subjectId: paymentOrders.subjectId,
      amountFen: paymentOrders.amountFen,
      status: paymentOrders.status,
      createdAt: paymentOrders.createdAt,
    })
    .from(paymentOrders)
    .where(eq(paymentOrders.userId, userId))
    .orderBy(asc(paymentOrders.id));
}

import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { type PaymentSubject, paymentNotifications, paymentOrders } from "@/db/schema/pay";

export type PaymentOrder = typeof paymentOrders.$inferSelect;

export async function orderByNumber(conn: Conn, orderNumber: string) {
  const [row] = await conn.select().from(paymentOrders).where(eq(paymentOrders.orderNumber, orderNumber));
  return row;
}

export async function orderById(conn: Conn, orderId: number) {
  const [row] = await conn.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
  return row;
}

/** The order, locked until the transaction ends: concurrent notifications for it queue here. */
export async function lockOrderByNumber(conn: Conn, orderNumber: string) {
  const [row] = await conn.select().from(paymentOrders).where(eq(paymentOrders.orderNumber, orderNumber)).for("update");
  return row;
}

/** The subject's live (created or paid) order; the partial unique index allows one. */
export async function liveOrderOf(conn: Conn, kind: PaymentSubject, subjectId: number) {
  const [row] = await conn
    .select()
    .from(paymentOrders)
    .where(
      and(eq(paymentOrders.subjectKind, kind), eq(paymentOrders.subjectId, subjectId), inArray(paymentOrders.status, ["created", "paid"])),
    );
  return row;
}

/** Inserts an order unless the subject already has a live one (then nothing happens). */
export async function insertOrderOnce(conn: Conn, values: typeof paymentOrders.$inferInsert) {
  await conn.insert(paymentOrders).values(values).onConflictDoNothing();
}

/** The ledger row of a notification; undefined when this provider transaction was already recorded. */
export async function insertLedgerOnce(conn: Conn, values: typeof paymentNotifications.$inferInsert) {
  const [row] = await conn
    .insert(paymentNotifications)
    .values(values)
    .onConflictDoNothing({ target: paymentNotifications.providerTxnId })
    .returning();
  return row;
}

/** The ledger row of a provider transaction, whichever order it was recorded for. */
export async function ledgerByTxn(conn: Conn, providerTxnId: string) {
  const [row] = await conn.select().from(paymentNotifications).where(eq(paymentNotifications.providerTxnId, providerTxnId));
  return row;
}

/** An order's ledger rows, oldest first. */
export function ledgerOfOrder(conn: Conn, orderId: number) {
  return conn.select().from(paymentNotifications).where(eq(paymentNotifications.orderId, orderId)).orderBy(asc(paymentNotifications.id));
}

/** One ledger row of an order (undefined when the id is another order's or none). */
export async function ledgerRowOf(conn: Conn, orderId: number, notificationId: number) {
  const [row] = await conn
    .select()
    .from(paymentNotifications)
    .where(and(eq(paymentNotifications.id, notificationId), eq(paymentNotifications.orderId, orderId)));
  return row;
}

/** due → refunded, once: undefined when the row is not the order's or was not due (already refunded, or never owed). */
export async function markLedgerRefunded(conn: Conn, orderId: number, notificationId: number) {
  const [row] = await conn
    .update(paymentNotifications)
    .set({ refundStatus: "refunded", refundedAt: new Date() })
    .where(
      and(
        eq(paymentNotifications.id, notificationId),
        eq(paymentNotifications.orderId, orderId),
        eq(paymentNotifications.refundStatus, "due"),
      ),
    )
    .returning();
  return row;
}

/** The subject's paid order (a subject is paid once: the partial unique index). */
export async function paidOrderOf(conn: Conn, kind: PaymentSubject, subjectId: number) {
  const [row] = await conn
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.subjectKind, kind), eq(paymentOrders.subjectId, subjectId), eq(paymentOrders.status, "paid")));
  return row;
}

/**
 * The payment that paid its order, returned in full: null → refunded, once (undefined when it was returned already, or
 * the transaction is not the order's payment).
 */
export async function markPaymentRefunded(conn: Conn, orderId: number, providerTxnId: string) {
  const [row] = await conn
    .update(paymentNotifications)
    .set({ refundStatus: "refunded", refundedAt: new Date() })
    .where(
      and(
        eq(paymentNotifications.orderId, orderId),
        eq(paymentNotifications.providerTxnId, providerTxnId),
        isNull(paymentNotifications.refundStatus),
      ),
    )
    .returning();
  return row;
}

/** created → paid, once. */
export async function markOrderPaid(conn: Conn, orderId: number, paid: { provider: string; providerTxnId: string; paidAt: Date }) {
  const [row] = await conn
    .update(paymentOrders)
    .set({ status: "paid", ...paid })
    .where(and(eq(paymentOrders.id, orderId), eq(paymentOrders.status, "created")))
    .returning();
  return row;
}

/** Closes the subject's unpaid orders (it was paid another way); answers their numbers. */
export async function closeCreatedOrders(conn: Conn, kind: PaymentSubject, subjectId: number) {
  const rows = await conn
    .update(paymentOrders)
    .set({ status: "closed" })
    .where(and(eq(paymentOrders.subjectKind, kind), eq(paymentOrders.subjectId, subjectId), eq(paymentOrders.status, "created")))
    .returning({ orderNumber: paymentOrders.orderNumber });
  return rows.map((r) => r.orderNumber);
}

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

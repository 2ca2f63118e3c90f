import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { PaymentOrderStatus } from "@/api/contract/payment";
import type { RefundStatus } from "@/api/contract/payment-refunds";
import { users } from "./account/users";

/** What an order pays for; each kind has its handler in the payment service (api/modules/pay/subjects.ts). */
export const PAYMENT_SUBJECTS = ["exam_registration"] as const;
export type PaymentSubject = (typeof PAYMENT_SUBJECTS)[number];

/** A payment order sent to the payment provider (pay/WxQrPay etc. carry its orderNumber). */
export const paymentOrders = pgTable(
  "payment_orders",
  {
    id: serial("id").primaryKey(),
    /** What the provider and the portal know the order by (spec 001 "Payment confirm": orderNum). */
    orderNumber: text("order_number").notNull().unique(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    subjectKind: text("subject_kind").$type<PaymentSubject>().notNull(),
    subjectId: integer("subject_id").notNull(),
    amountFen: integer("amount_fen").notNull(),
    status: text("status").$type<PaymentOrderStatus>().notNull().default("created"),
    /** The provider that took the money (a PAY_DRIVER name). */
    provider: text("provider"),
    /** The provider's transaction id: one transaction pays one order. */
    providerTxnId: text("provider_txn_id").unique(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("payment_orders_user_idx").on(t.userId, t.createdAt),
    /** One live order per subject: a repeated confirm reuses it, and a subject is never paid twice. */
    uniqueIndex("payment_orders_subject_uq").on(t.subjectKind, t.subjectId).where(sql`${t.status} in ('created', 'paid')`),
    check("payment_orders_amount_ck", sql`${t.amountFen} > 0`),
    check("payment_orders_status_ck", sql`${t.status} in ('created', 'paid', 'closed')`),
    check("payment_orders_paid_ck", sql`(${t.status} = 'paid') = (${t.paidAt} is not null and ${t.providerTxnId} is not null)`),
  ],
);

/** The ledger: one row per accepted (signature and amount checked) provider notification, once per transaction. */
export const paymentNotifications = pgTable(
  "payment_notifications",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => paymentOrders.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    providerTxnId: text("provider_txn_id").notNull().unique(),
    amountFen: integer("amount_fen").notNull(),
    /** The notification as received, for reconciliation. */
    payload: jsonb("payload").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    refundStatus: text("refund_status").$type<RefundStatus>(),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
  },
  (t) => [
    index("payment_notifications_order_idx").on(t.orderId),
    /** The back office's 待退款 filter. */
    index("payment_notifications_refund_due_idx").on(t.orderId).where(sql`${t.refundStatus} = 'due'`),
    check("payment_notifications_refund_ck", sql`${t.refundStatus} is null or ${t.refundStatus} in ('due', 'refunded')`),
    check("payment_notifications_refunded_ck", sql`(${t.refundStatus} is not distinct from 'refunded') = (${t.refundedAt} is not null)`),
  ],
);

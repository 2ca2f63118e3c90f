import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { ShopOrderStatus } from "@/api/contract/shop";
import { users } from "./account/users";
import { cardBatches } from "./binding";
import { exams } from "./certification/exams";
import { courses } from "./course";

/**
 * The points shop (spec 001 sections 2, 3, 5, 7): products bought with points, and the orders. Stock and each
 * person's bought count never pass their bounds under any concurrency: conditional UPDATEs first, CHECKs last
 * (docs/decisions/0030-points-shop.md).
 */
export const shopProducts = pgTable(
  "shop_products",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    /** SHOP_PRO_TYPE: 1 physical, 2 exam voucher, 3 course access, 4 learning card (reserved). */
    proType: integer("pro_type").notNull(),
    image: text("image").notNull().default(""),
    description: text("description").notNull().default(""),
    /** Price of one unit in points. */
    points: integer("points").notNull(),
    stock: integer("stock").notNull().default(0),
    /** Most units one person may buy in all; 0: no limit. */
    perPersonLimit: integer("per_person_limit").notNull().default(0),
    onShelf: boolean("on_shelf").notNull().default(false),
    /** What a voucher product delivers: codes for this exam. */
    examId: integer("exam_id").references(() => exams.id),
    /** What a course product delivers: this course, begun at once. */
    courseId: integer("course_id").references(() => courses.id),
    /** A learning-card product hands out one free card of this batch per unit (docs/decisions/0031). */
    cardBatchId: integer("card_batch_id").references(() => cardBatches.id),
    sort: integer("sort").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("shop_products_stock_ck", sql`${t.stock} >= 0`),
    check("shop_products_points_ck", sql`${t.points} > 0`),
    check("shop_products_limit_ck", sql`${t.perPersonLimit} >= 0`),
    check("shop_products_pro_type_ck", sql`${t.proType} between 1 and 4`),
    check("shop_products_voucher_ck", sql`${t.proType} <> 2 or ${t.examId} is not null`),
    check("shop_products_course_ck", sql`${t.proType} <> 3 or ${t.courseId} is not null`),
    check("shop_products_card_ck", sql`${t.proType} <> 4 or ${t.cardBatchId} is not null`),
    index("shop_products_shelf_idx").on(t.onShelf, t.sort, t.id),
  ],
);

/** How many units of a product a person holds in live (not cancelled) orders: the per-person limit's guard. */
export const shopPurchaseCounts = pgTable(
  "shop_purchase_counts",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => shopProducts.id, { onDelete: "cascade" }),
    bought: integer("bought").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), check("shop_purchase_counts_bought_ck", sql`${t.bought} >= 0`)],
);

/**
 * An exchange: pending (physical, waiting to ship) -> shipped (courier, tracking number) -> done; virtual products are
 * done at once; a pending order may be cancelled (points and stock come back once).
 */
export const shopOrders = pgTable(
  "shop_orders",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id")
      .notNull()
      .references(() => shopProducts.id),
    /** The product as bought: its title, type and unit price then. */
    title: text("title").notNull(),
    proType: integer("pro_type").notNull(),
    unitPoints: integer("unit_points").notNull(),
    buyCnt: integer("buy_cnt").notNull(),
    totalPoints: integer("total_points").notNull(),
    status: text("status").$type<ShopOrderStatus>().notNull(),
    userName: text("user_name").notNull().default(""),
    mobile: text("mobile").notNull().default(""),
    province: text("province").notNull().default(""),
    city: text("city").notNull().default(""),
    address: text("address").notNull().default(""),
    courier: text("courier").notNull().default(""),
    trackingNo: text("tracking_no").notNull().default(""),
    /** What a virtual product delivered, as the person reads it (voucher codes, the course). */
    delivery: text("delivery").notNull().default(""),
    /** The buy dialog's key: a double click or a retried request finds the order it already made. */
    requestKey: text("request_key").notNull(),
    shippedAt: timestamp("shipped_at", { withTimezone: true }),
    doneAt: timestamp("done_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("shop_orders_request_uq").on(t.userId, t.requestKey),
    index("shop_orders_user_idx").on(t.userId, t.id),
    index("shop_orders_status_idx").on(t.status, t.id),
    check("shop_orders_buy_cnt_ck", sql`${t.buyCnt} >= 1`),
    check("shop_orders_total_ck", sql`${t.totalPoints} = ${t.unitPoints} * ${t.buyCnt} and ${t.totalPoints} > 0`),
    check("shop_orders_status_ck", sql`${t.status} in ('pending', 'shipped', 'done', 'cancelled')`),
  ],
);

import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./account/users";

/** A person's spendable points; the CHECK is the last guard, the conditional UPDATE in the service the first. */
export const pointsBalances = pgTable(
  "points_balances",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    balance: integer("balance").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("points_balances_nonnegative_ck", sql`${t.balance} >= 0`)],
);

/**
 * One row per change of a balance. (sourceType, sourceId, userId) is unique, so one award
 * (a medal level, a task's score) or one spend (an order) is booked at most once.
 */
export const pointsLedger = pgTable(
  "points_ledger",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    delta: integer("delta").notNull(),
    reason: text("reason").notNull(),
    sourceType: text("source_type").notNull(),
    sourceId: integer("source_id").notNull(),
    balanceAfter: integer("balance_after").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("points_ledger_source_uq").on(t.sourceType, t.sourceId, t.userId),
    index("points_ledger_user_idx").on(t.userId, t.createdAt),
    check("points_ledger_delta_ck", sql`${t.delta} <> 0`),
    check("points_ledger_balance_ck", sql`${t.balanceAfter} >= 0`),
  ],
);

/**
 * A lot of points: what one award paid, `remaining` of it still spendable until `expiresAt` (null never lapses).
 * The sum of a person's remaining lots equals their balance; spends take from the lots that lapse first and the
 * expiry run books one ledger row per lapsed lot (docs/decisions/0032).
 */
export const pointsLots = pgTable(
  "points_lots",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The award's ledger row; null for the lot that carried a balance from before lots existed. */
    ledgerId: integer("ledger_id").references(() => pointsLedger.id, { onDelete: "set null" }),
    amount: integer("amount").notNull(),
    remaining: integer("remaining").notNull(),
    reason: text("reason").notNull(),
    sourceType: text("source_type").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("points_lots_user_idx").on(t.userId, t.expiresAt),
    uniqueIndex("points_lots_ledger_uq").on(t.ledgerId),
    check("points_lots_amount_ck", sql`${t.amount} > 0 and ${t.remaining} >= 0 and ${t.remaining} <= ${t.amount}`),
  ],
);

/** The points settings an operator keeps in the back office: one row (id 1). expiryMonths 0: points never lapse. */
export const pointsSettings = pgTable(
  "points_settings",
  {
    id: integer("id").primaryKey().default(1),
    expiryMonths: integer("expiry_months").notNull().default(12),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("points_settings_one_ck", sql`${t.id} = 1`), check("points_settings_months_ck", sql`${t.expiryMonths} between 0 and 120`)],
);

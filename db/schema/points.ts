import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./account";

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

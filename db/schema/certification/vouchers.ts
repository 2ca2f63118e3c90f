import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "../account/users";
import { examRegistrations, exams } from "./exams";

/** Codes an operator generated at once for one exam (back office: 代金券). */
export const voucherBatches = pgTable(
  "voucher_batches",
  {
    id: serial("id").primaryKey(),
    examId: integer("exam_id")
      .notNull()
      .references(() => exams.id),
    count: integer("count").notNull(),
    note: text("note").notNull().default(""),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("voucher_batches_count_ck", sql`${t.count} between 1 and 1000`)],
);

/** A single-use code that pays one registration for its exam (pearson/voupay). */
export const vouchers = pgTable(
  "vouchers",
  {
    id: serial("id").primaryKey(),
    /** XXXX-XXXX-XXXX-XXXX. */
    code: text("code").notNull().unique(),
    batchId: integer("batch_id")
      .notNull()
      .references(() => voucherBatches.id, { onDelete: "cascade" }),
    examId: integer("exam_id")
      .notNull()
      .references(() => exams.id),
    usedBy: integer("used_by").references(() => users.id, { onDelete: "set null" }),
    usedAt: timestamp("used_at", { withTimezone: true }),
    registrationId: integer("registration_id").references(() => examRegistrations.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("vouchers_batch_idx").on(t.batchId, t.id)],
);

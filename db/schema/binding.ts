import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./account/users";
import { vouchers } from "./certification/vouchers";
import { companies } from "./company";

/** Where a company binding request stands: waiting for the company's HR, approved, refused, or undone by the person. */
export const BINDING_STATUSES = ["pending", "approved", "refused", "unbound"] as const;
export type BindingStatus = (typeof BINDING_STATUSES)[number];

/**
 * A person's request to be bound to a company (my/bindusecompany), decided by that company's HR or an operator.
 * One open request per person and company, and one approved binding per person, guarded by partial unique indexes.
 */
export const companyBindings = pgTable(
  "company_bindings",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    /** The employee number the person gave (工号), may be empty. */
    employeeId: text("employee_id").notNull().default(""),
    status: text("status", { enum: BINDING_STATUSES }).notNull().default("pending"),
    /** Why it was refused (shown to the person in the letter). */
    reason: text("reason").notNull().default(""),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("company_bindings_open_uq").on(t.userId, t.companyId).where(sql`${t.status} = 'pending'`),
    uniqueIndex("company_bindings_approved_uq").on(t.userId).where(sql`${t.status} = 'approved'`),
    index("company_bindings_company_idx").on(t.companyId, t.status),
    check("company_bindings_status_ck", sql`${t.status} in ('pending', 'approved', 'refused', 'unbound')`),
  ],
);

/**
 * Learning cards an operator issued at once (学习卡批次): every card of the batch carries the same courses (enrolled on
 * binding) and exams (one exam voucher each, made with the batch).
 */
export const cardBatches = pgTable(
  "card_batches",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    count: integer("count").notNull(),
    courseIds: integer("course_ids").array().notNull().default(sql`'{}'::integer[]`),
    examIds: integer("exam_ids").array().notNull().default(sql`'{}'::integer[]`),
    note: text("note").notNull().default(""),
    /** 1: no card of the batch binds any more. */
    disabled: integer("disabled").notNull().default(0),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("card_batches_count_ck", sql`${t.count} between 1 and 1000`),
    check("card_batches_disabled_ck", sql`${t.disabled} in (0, 1)`),
    check("card_batches_content_ck", sql`cardinality(${t.courseIds}) + cardinality(${t.examIds}) > 0`),
  ],
);

/** One learning card: its number, a salted hash of its one-time password, and who bound it (once: bound_at is set once). */
export const learningCards = pgTable(
  "learning_cards",
  {
    id: serial("id").primaryKey(),
    batchId: integer("batch_id")
      .notNull()
      .references(() => cardBatches.id, { onDelete: "cascade" }),
    cardNo: text("card_no").notNull().unique(),
    /** hex SHA-256 of salt + password; the password itself is shown once, in the batch's CSV. */
    passwordHash: text("password_hash").notNull(),
    salt: text("salt").notNull(),
    boundBy: integer("bound_by").references(() => users.id, { onDelete: "set null" }),
    boundAt: timestamp("bound_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("learning_cards_batch_idx").on(t.batchId, t.id), index("learning_cards_bound_by_idx").on(t.boundBy)],
);

/** The exam vouchers a card carries (made with its batch); the person reads their codes once the card is theirs. */
export const learningCardVouchers = pgTable(
  "learning_card_vouchers",
  {
    cardId: integer("card_id")
      .notNull()
      .references(() => learningCards.id, { onDelete: "cascade" }),
    voucherId: integer("voucher_id")
      .notNull()
      .references(() => vouchers.id, { onDelete: "cascade" })
      .unique(),
  },
  (t) => [index("learning_card_vouchers_card_idx").on(t.cardId)],
);

import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { FeeRefundStatus } from "@/api/contract/exam-fee-refunds";
import { users } from "../account/users";
import { companies } from "../company";
import { examRegistrations, exams } from "./exams";

/**
 * Exam fee refunds for certified employees (docs/decisions/0048). A company's HR lists the exams the company sponsors;
 * a person certified as the company's employee who passes one of them, paid online, may ask for the fee back once.
 */

/** An exam a company sponsors (报销考试), set by its HR; who added or removed it is in the audit log. */
export const sponsoredExams = pgTable(
  "sponsored_exams",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    examId: integer("exam_id")
      .notNull()
      .references(() => exams.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("sponsored_exams_company_exam_uq").on(t.companyId, t.examId), index("sponsored_exams_exam_idx").on(t.examId)],
);

/**
 * A person's request for the fee of a passed attempt (my/ExamFeeRefund), decided by an operator. One per attempt (the
 * unique index); each step is one guarded UPDATE: pending → refunding (the one approval that asks the provider) →
 * refunded, or pending → refused.
 */
export const examFeeRefunds = pgTable(
  "exam_fee_refunds",
  {
    id: serial("id").primaryKey(),
    registrationId: integer("registration_id")
      .notNull()
      .references(() => examRegistrations.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The sponsoring company the person was certified by when asking, and its name then. */
    companyId: integer("company_id").references(() => companies.id, { onDelete: "set null" }),
    companyName: text("company_name").notNull(),
    /** What was paid for the attempt, and what goes back. */
    amountFen: integer("amount_fen").notNull(),
    status: text("status").$type<FeeRefundStatus>().notNull().default("pending"),
    /** Why an operator refused it (the person reads it). */
    reason: text("reason").notNull().default(""),
    /** The provider's id of the refund, once it took it. */
    refundId: text("refund_id").notNull().default(""),
    /** When an approval took the request to the provider: one left there by a crash may be approved again later. */
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("exam_fee_refunds_registration_uq").on(t.registrationId),
    index("exam_fee_refunds_status_idx").on(t.status, t.createdAt),
    index("exam_fee_refunds_user_idx").on(t.userId),
    index("exam_fee_refunds_company_idx").on(t.companyId),
    check("exam_fee_refunds_status_ck", sql`${t.status} in ('pending', 'refunding', 'refunded', 'refused')`),
    check("exam_fee_refunds_amount_ck", sql`${t.amountFen} > 0`),
    check("exam_fee_refunds_refused_ck", sql`(${t.status} = 'refused') = (${t.reason} <> '')`),
    check("exam_fee_refunds_decided_ck", sql`(${t.status} in ('refunded', 'refused')) = (${t.decidedAt} is not null)`),
  ],
);

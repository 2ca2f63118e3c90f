import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { EnterpriseApplicationStatus } from "@/api/contract/registration";
import { companies } from "../company";
import { users } from "./users";

/**
 * An enterprise registration (common/reg with Person_Enterprise 1) waiting for an operator (docs/decisions/0036):
 * approving it grants the person the enterprise role for `companyId` (found or made by the operator); refusing it
 * keeps the reason. One pending application a person (partial unique index).
 */
export const enterpriseApplications = pgTable(
  "enterprise_applications",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    companyName: text("company_name").notNull(),
    /** The enterprise's account on the advertising platform, as the person typed it. */
    accountId: text("account_id").notNull(),
    status: text("status").$type<EnterpriseApplicationStatus>().notNull().default("pending"),
    reason: text("reason").notNull().default(""),
    companyId: integer("company_id").references(() => companies.id, { onDelete: "set null" }),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("enterprise_applications_pending_uq").on(t.userId).where(sql`${t.status} = 'pending'`),
    index("enterprise_applications_status_idx").on(t.status, t.createdAt),
    check("enterprise_applications_status_ck", sql`${t.status} in ('pending', 'approved', 'refused')`),
  ],
);

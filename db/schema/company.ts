import { integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** A main company (主体): the legal body several company names belong to. */
export const mainCompanies = pgTable("main_companies", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
});

export const companies = pgTable("companies", {
  id: serial("id").primaryKey(),
  companyName: text("company_name").notNull().unique(),
  mainCompanyId: integer("main_company_id").references(() => mainCompanies.id),
  /** The public profile shown on the company's positions page (recruitment), written by its HR. */
  logo: text("logo").notNull().default(""),
  introduction: text("introduction").notNull().default(""),
  province: text("province").notNull().default(""),
  city: text("city").notNull().default(""),
  /** A training-industry name (common/trainingIndustry), as the profile shows it. */
  industry: text("industry").notNull().default(""),
  /** COMPANY_SIZES label. */
  size: text("size").notNull().default(""),
  /** Set by an operator: the company's positions are hidden and take no application until lifted. */
  suspendedAt: timestamp("suspended_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

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
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

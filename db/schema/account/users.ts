import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    areaCode: text("area_code").notNull(),
    mobile: text("mobile").notNull(),
    chineseName: text("chinese_name").notNull().default(""),
    companyName: text("company_name").notNull().default(""),
    headImgUrl: text("head_img_url").notNull().default(""),
    /** First- and second-level industry ids; industryOther is the text typed when 其他 (id 32) is chosen. */
    industryFirst: integer("industry_first"),
    industryLast: integer("industry_last"),
    industryOther: text("industry_other").notNull().default(""),
    /** The profile the specs' forms ask for (spec 001 "Profile edit", sign-up and exam profile forms), kept once here. */
    province: text("province").notNull().default(""),
    city: text("city").notNull().default(""),
    email: text("email").notNull().default(""),
    qq: text("qq").notNull().default(""),
    wechat: text("wechat").notNull().default(""),
    department: text("department").notNull().default(""),
    position: text("position").notNull().default(""),
    address: text("address").notNull().default(""),
    /** 公司主体: the registered company the person works for, as the sign-up forms name it. */
    mainCompany: text("main_company").notNull().default(""),
    /** The training industry (common/trainingIndustry) the person chose last. */
    trainingIndustry: integer("training_industry"),
    /** Set when the person closed the account (PIPL): personal fields are erased, the row stays (docs/decisions/0029). */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    roles: text("roles").array().notNull().default(sql`ARRAY['person']::text[]`),
    /** The company an enterprise account acts for. */
    companyId: integer("company_id"),
    disabled: integer("disabled").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("users_mobile_uq").on(t.areaCode, t.mobile),
    index("users_name_idx").on(t.chineseName),
    check("users_disabled_ck", sql`${t.disabled} in (0, 1)`),
  ],
);

/** Server-side sessions; the cookie carries a random token, only its SHA-256 is stored. */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Sign-in codes. Only a hash of the code is kept; a code is single use and void after 5 wrong tries. */
export const smsCodes = pgTable(
  "sms_codes",
  {
    id: serial("id").primaryKey(),
    areaCode: text("area_code").notNull(),
    mobile: text("mobile").notNull(),
    codeHash: text("code_hash").notNull(),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    ip: text("ip").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [
    index("sms_codes_mobile_idx").on(t.areaCode, t.mobile, t.createdAt),
    // The sending address's record of the last day (docs/decisions/0047).
    index("sms_codes_ip_idx").on(t.ip, t.createdAt),
  ],
);

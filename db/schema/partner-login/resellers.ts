import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "../account/users";

/**
 * Reseller auth codes (spec 001 "Reseller login page: auth query parameter"; docs/decisions/0037): an operator issues
 * one per reseller company and sends the link /user/resellerlogin?auth=CODE; whoever signs in through it becomes that
 * company's reseller and meets the reseller survey. Only a hash of the code is kept, like sign-in codes.
 */
export const resellerAuthCodes = pgTable(
  "reseller_auth_codes",
  {
    id: serial("id").primaryKey(),
    /** sha256 of the code, hex; the code itself is shown to the operator once, when issued. */
    codeHash: text("code_hash").notNull(),
    /** The last four characters, so operators can tell codes apart. */
    codeHint: text("code_hint").notNull(),
    resellerName: text("reseller_name").notNull(),
    /** How many people may sign in with it; 0 means no limit. */
    maxUses: integer("max_uses").notNull().default(0),
    uses: integer("uses").notNull().default(0),
    enabled: boolean("enabled").notNull().default(true),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("reseller_auth_codes_hash_uq").on(t.codeHash),
    check("reseller_auth_codes_uses_ck", sql`${t.uses} >= 0 and ${t.maxUses} >= 0`),
  ],
);

/** A person who signed in as a reseller (common/resellerlogin, or common/reg with auth): one row a person. */
export const resellers = pgTable(
  "resellers",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    authCodeId: integer("auth_code_id")
      .notNull()
      .references(() => resellerAuthCodes.id, { onDelete: "restrict" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("resellers_auth_code_idx").on(t.authCodeId)],
);

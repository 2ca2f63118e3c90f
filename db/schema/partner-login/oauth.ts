import { bigint, boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "../account/users";

/**
 * Partners that hand a person over with common/oauthlogin (docs/decisions/0037). The secret both sides sign with is
 * kept sealed (AES-256-GCM under a key derived from APP_SECRET) because the server must read it to check a hand-off;
 * an operator sees it once, when it is issued.
 */
export const oauthPartners = pgTable("oauth_partners", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  /** Where the person goes once signed in: an https address of the partner's, or a path of this site. */
  redirectUrl: text("redirect_url").notNull(),
  enabled: boolean("enabled").notNull().default(true),
  /** '' until an operator issues a secret; a partner without one accepts no hand-off. */
  secretSealed: text("secret_sealed").notNull().default(""),
  secretIssuedAt: timestamp("secret_issued_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Hand-offs already used: a stamp and sign sign in once (the unique index refuses a replay, even a concurrent one). */
export const oauthHandoffs = pgTable(
  "oauth_handoffs",
  {
    id: serial("id").primaryKey(),
    partnerId: integer("partner_id")
      .notNull()
      .references(() => oauthPartners.id, { onDelete: "cascade" }),
    stamp: bigint("stamp", { mode: "number" }).notNull(),
    sign: text("sign").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("oauth_handoffs_sign_uq").on(t.partnerId, t.sign), index("oauth_handoffs_created_idx").on(t.createdAt)],
);

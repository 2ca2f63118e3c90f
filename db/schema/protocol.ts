import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/** (cipher, random) pairs seen inside the replay window; a repeat insert means a replay. */
export const replayNonces = pgTable(
  "replay_nonces",
  {
    cipherId: text("cipher_id").notNull(),
    random: text("random").notNull(),
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cipherId, t.random] }), index("replay_nonces_seen_idx").on(t.seenAt)],
);

/** Fixed-window counters shared by every server process (per-IP and per-number limits). */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowEndsAt: timestamp("window_ends_at", { withTimezone: true }).notNull(),
});

/** Image captchas of the built-in driver: the answer's hash, single use. */
export const captchas = pgTable("captchas", {
  id: text("id").primaryKey(),
  answerHash: text("answer_hash").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

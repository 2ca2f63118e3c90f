import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { Audience } from "@/api/contract/letters-admin";
import { users } from "../account/users";

/**
 * A letter in a person's inbox (站内信): one row per recipient, written by the feature that has news for them
 * (a sign-up decision, a place freed on the waiting list) in the same transaction as the change it reports.
 */
export const letters = pgTable(
  "letters",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    content: text("content").notNull(),
    /** A same-site path the letter points to ('' for none), e.g. the session's detail page. */
    link: text("link").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [index("letters_user_idx").on(t.userId, t.id.desc()), index("letters_unread_idx").on(t.userId).where(sql`${t.readAt} is null`)],
);

/** A letter an operator sent from the back office; its copies are rows of `letters`, one per recipient. */
export const letterBroadcasts = pgTable(
  "letter_broadcasts",
  {
    id: serial("id").primaryKey(),
    audience: text("audience").$type<Audience>().notNull(),
    /** The one recipient (audience 'user'). */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The role (audience 'role'). */
    role: text("role"),
    title: text("title").notNull(),
    content: text("content").notNull(),
    link: text("link").notNull().default(""),
    /** How many people received it. */
    recipients: integer("recipients").notNull(),
    sentBy: integer("sent_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("letter_broadcasts_audience_ck", sql`${t.audience} in ('user', 'role', 'all')`)],
);

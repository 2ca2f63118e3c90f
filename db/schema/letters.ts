import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./account";

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
  (t) => [
    index("letters_user_idx").on(t.userId, t.id.desc()),
    index("letters_unread_idx").on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

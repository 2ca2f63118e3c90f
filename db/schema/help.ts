import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./account/users";

/** A section of the help center (注册登录, 认证考试…). */
export const helpCategories = pgTable(
  "help_categories",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [uniqueIndex("help_categories_name_uq").on(t.name)],
);

/**
 * A help center entry (FAQ): a question and its answer, paragraphs separated by blank lines. The vote counters
 * move only in the transaction that records the vote (help_votes), so they always equal its rows.
 */
export const helpEntries = pgTable(
  "help_entries",
  {
    id: serial("id").primaryKey(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => helpCategories.id),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    sort: integer("sort").notNull().default(0),
    published: integer("published").notNull().default(1),
    helpful: integer("helpful").notNull().default(0),
    unhelpful: integer("unhelpful").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("help_entries_category_idx").on(t.categoryId, t.sort), check("help_entries_published_ck", sql`${t.published} in (0, 1)`)],
);

/** One person's vote on one entry; the unique index is what makes it one vote however many clicks arrive at once. */
export const helpVotes = pgTable(
  "help_votes",
  {
    id: serial("id").primaryKey(),
    entryId: integer("entry_id")
      .notNull()
      .references(() => helpEntries.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    vid: integer("vid").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("help_votes_entry_user_uq").on(t.entryId, t.userId), check("help_votes_vid_ck", sql`${t.vid} in (1, 2)`)],
);

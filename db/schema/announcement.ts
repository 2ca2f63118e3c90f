import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { NOTICE_TYPE } from "@/api/contract/announcement";
import { users } from "./account/users";

/** An operator's announcement, shown on the home page between its start and end while published. */
export const announcements = pgTable(
  "announcements",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    subTitle: text("sub_title").notNull().default(""),
    types: integer("types").notNull().default(NOTICE_TYPE.banner),
    contents: text("contents").notNull().default(""),
    startAt: timestamp("start_at", { withTimezone: true }).notNull(),
    endAt: timestamp("end_at", { withTimezone: true }).notNull(),
    published: integer("published").notNull().default(1),
    sort: integer("sort").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("announcements_showing_idx").on(t.published, t.endAt),
    check("announcements_published_ck", sql`${t.published} in (0, 1)`),
    check("announcements_window_ck", sql`${t.endAt} > ${t.startAt}`),
  ],
);

/** A card or pop-up a signed-in person closed: it stays closed for them on every device. */
export const announcementCloses = pgTable(
  "announcement_closes",
  {
    announcementId: integer("announcement_id")
      .notNull()
      .references(() => announcements.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    closedAt: timestamp("closed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.announcementId] })],
);

import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { courses } from "./course";
import { trainings } from "./training";

/**
 * A special column (专栏): a themed collection of live sessions and courses on the special tabs page
 * (/MoocTraining/SpecialTabs…/{id}), arranged in tabs. Sessions and courses also name one as specialColumnId for the
 * home and catalogue lists.
 */
export const specialColumns = pgTable(
  "special_columns",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    cover: text("cover").notNull().default(""),
    summary: text("summary").notNull().default(""),
    sort: integer("sort").notNull().default(0),
    published: integer("published").notNull().default(1),
  },
  (t) => [check("special_columns_published_ck", sql`${t.published} in (0, 1)`)],
);

/** A special column's tabs (tabsId); roleId 0 is for everyone, otherwise the audience the tab speaks to. */
export const specialColumnTabs = pgTable(
  "special_column_tabs",
  {
    id: serial("id").primaryKey(),
    specialColumnId: integer("special_column_id")
      .notNull()
      .references(() => specialColumns.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    roleId: integer("role_id").notNull().default(0),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("special_column_tabs_column_idx").on(t.specialColumnId, t.sort)],
);

/** What a tab lists, in order: a live session (type 1) or a course (type 2), exactly one of them. */
export const specialTabItems = pgTable(
  "special_tab_items",
  {
    id: serial("id").primaryKey(),
    tabId: integer("tab_id")
      .notNull()
      .references(() => specialColumnTabs.id, { onDelete: "cascade" }),
    trainingId: integer("training_id").references(() => trainings.id, { onDelete: "cascade" }),
    courseId: integer("course_id").references(() => courses.id, { onDelete: "cascade" }),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [
    index("special_tab_items_tab_idx").on(t.tabId, t.sort),
    uniqueIndex("special_tab_items_training_uq").on(t.tabId, t.trainingId),
    uniqueIndex("special_tab_items_course_uq").on(t.tabId, t.courseId),
    check("special_tab_items_one_ck", sql`(${t.trainingId} is null) <> (${t.courseId} is null)`),
  ],
);

import { sql } from "drizzle-orm";
import { boolean, check, foreignKey, index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./account/users";

/**
 * The content libraries of spec 001 "Solutions, cases and ideas". `lw_id` names the library a category belongs to
 * (SolutionContents/cate {lwId}; the case library asks with lwId 4).
 */
export const LIBRARY = { solution: 1, idea: 2, reward: 3, case: 4 } as const;
export type LibraryId = (typeof LIBRARY)[keyof typeof LIBRARY];

/** What a content item is; articles belong to a solution and have a type (solution_articles per type). */
export const CONTENT_KINDS = ["solution", "article", "case", "idea", "reward"] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** A category of one library (行业, 场景…), chosen on the list pages by cateId. */
export const contentCategories = pgTable(
  "content_categories",
  {
    id: serial("id").primaryKey(),
    lwId: integer("lw_id").notNull(),
    name: text("name").notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("content_categories_lw_idx").on(t.lwId, t.sort), check("content_categories_lw_ck", sql`${t.lwId} between 1 and 4`)],
);

/**
 * Every item of the libraries in one table, so an item's id (the spec's strId) names it across kinds: collect
 * {strId} and the search index (type 3, by source id) need no second key. Bodies are plain text (paragraphs split
 * by blank lines), so nothing an operator types is ever rendered as markup.
 */
export const contents = pgTable(
  "contents",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").$type<ContentKind>().notNull(),
    cateId: integer("cate_id").references(() => contentCategories.id, { onDelete: "restrict" }),
    /** An article's solution (null for every other kind). */
    solutionId: integer("solution_id"),
    /** An article's type (1 方案解读, 2 产品能力, 3 实施步骤, 4 常见问题); 0 for other kinds. */
    types: integer("types").notNull().default(0),
    title: text("title").notNull(),
    cover: text("cover").notNull().default(""),
    summary: text("summary").notNull().default(""),
    body: text("body").notNull().default(""),
    /** JSON text of a list of tag names, as the spec's lists carry it. */
    tags: text("tags").notNull().default("[]"),
    published: boolean("published").notNull().default(true),
    sort: integer("sort").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.solutionId], foreignColumns: [t.id], name: "contents_solution_fk" }).onDelete("restrict"),
    index("contents_list_idx").on(t.kind, t.published, t.sort.desc(), t.id.desc()),
    index("contents_solution_idx").on(t.solutionId, t.types),
    check("contents_kind_ck", sql.raw(`kind in (${CONTENT_KINDS.map((k) => `'${k}'`).join(", ")})`)),
    check("contents_article_ck", sql`(${t.kind} = 'article') = (${t.solutionId} is not null)`),
  ],
);

/** A person's collected item (收藏): one row per person and item, so collecting twice keeps one. */
export const contentCollects = pgTable(
  "content_collects",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    contentId: integer("content_id")
      .notNull()
      .references(() => contents.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.contentId] }), index("content_collects_content_idx").on(t.contentId)],
);

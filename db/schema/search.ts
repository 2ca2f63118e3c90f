import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  customType,
  index,
  integer,
  pgTable,
  pgView,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./account/users";

/** PostgreSQL's full-text vector; written only through SQL (setweight/to_tsvector), never as a JS value. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * One searchable thing of the site (spec 000 section 7): a live session, course, article or help entry, kept in step
 * by the feature that owns it (indexDocument in the same transaction as its own write). Chinese has no spaces, so
 * `words` holds the segmented words of title (weight A) and body (weight B) under the 'simple' configuration, which
 * PGlite and PostgreSQL share.
 */
export const searchDocuments = pgTable(
  "search_documents",
  {
    id: serial("id").primaryKey(),
    /** 1 live session, 2 course, 3 article, 4 help center entry. */
    type: smallint("type").notNull(),
    sourceId: integer("source_id").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull().default(""),
    url: text("url").notNull(),
    visible: boolean("visible").notNull().default(true),
    words: tsvector("words").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("search_documents_source_idx").on(t.type, t.sourceId), index("search_documents_words_idx").using("gin", t.words)],
);

/**
 * One row counting changes to search_documents, bumped in the transaction of every index write: a process may keep
 * search answers in memory for as long as the version it read them under is still the current one.
 */
export const searchIndexState = pgTable("search_index_state", {
  id: smallint("id").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull(),
});

/**
 * Every search someone ran: the hot terms (most searched this week), a person's or browser's history and the
 * operators' report all read it. `historyCleared` hides a row from its owner's history without losing the count.
 */
export const searchQueries = pgTable(
  "search_queries",
  {
    id: serial("id").primaryKey(),
    term: text("term").notNull(),
    /** Trimmed, lower-cased, inner spaces collapsed: what hot terms group by. */
    normalized: text("normalized").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The anonymous browser id of a visitor who is not signed in. */
    visitorId: text("visitor_id"),
    results: integer("results").notNull(),
    historyCleared: boolean("history_cleared").notNull().default(false),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("search_queries_at_idx").on(t.at),
    index("search_queries_user_idx").on(t.userId, t.at.desc()).where(sql`${t.userId} is not null`),
    index("search_queries_visitor_idx").on(t.visitorId, t.at.desc()).where(sql`${t.visitorId} is not null`),
  ],
);

/**
 * The operators' search report (read-only): each term searched in the last 7 days with how often, by how many
 * people, and what its latest search found (0: the site had nothing for it). A view, so the report is always now.
 */
export const searchTermsWeek = pgView("search_terms_week", {
  id: integer("id").notNull(),
  term: text("term").notNull(),
  searches: integer("searches").notNull(),
  searchers: integer("searchers").notNull(),
  results: integer("results").notNull(),
  lastAt: timestamp("last_at", { withTimezone: true }).notNull(),
}).as(sql`
  select (row_number() over (order by count(*) desc, normalized))::int as id,
    normalized as term,
    count(*)::int as searches,
    count(distinct coalesce('u' || user_id::text, 'v' || visitor_id, 'q' || id::text))::int as searchers,
    (array_agg(results order by at desc))[1] as results,
    max(at) as last_at
  from search_queries
  where at > now() - interval '7 days'
  group by normalized`);

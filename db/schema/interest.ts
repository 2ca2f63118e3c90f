import { sql } from "drizzle-orm";
import { type AnyPgColumn, boolean, check, index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./account/users";

/** The survey's categories (spec 000 section 4): 1 identity, 2 post, 3 industry, 4 growth stage, 5 marketing behaviour, 7 purpose, 8 topic. */
export const INTEREST_CATES = [1, 2, 3, 4, 5, 7, 8] as const;
export type InterestCate = (typeof INTEREST_CATES)[number];

/**
 * One option of the interest survey. A top-level option (no parent) answers its category's question; an option
 * with a parent belongs to the question that choosing the parent reveals (流量主 → 流量形式, 是 → the follow-ups),
 * so 否 or another identity hides them again.
 */
export const interestOptions = pgTable(
  "interest_options",
  {
    id: serial("id").primaryKey(),
    cateId: integer("cate_id").$type<InterestCate>().notNull(),
    parentId: integer("parent_id").references((): AnyPgColumn => interestOptions.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    /** The option's value as the survey names it, e.g. 88 for 暂无营销行为. */
    value: integer("value").notNull().default(0),
    sort: integer("sort").notNull().default(0),
    /** Chosen, it is the only answer of its question (暂无营销行为). */
    exclusive: boolean("exclusive").notNull().default(false),
    /** 其他: the person writes their own answer. */
    isOther: boolean("is_other").notNull().default(false),
    /** The question its children form, shown once it is chosen ('' when it has none), e.g. 您的流量形式. */
    childTitle: text("child_title").notNull().default(""),
    /** Whether that question takes several answers. */
    childMultiple: boolean("child_multiple").notNull().default(false),
  },
  (t) => [
    index("interest_options_parent_idx").on(t.parentId),
    check("interest_options_cate_ck", sql.raw(`cate_id in (${INTEREST_CATES.join(", ")})`)),
  ],
);

/** A person's answers: one row per chosen option; `text` is what they wrote for an 其他 option. */
export const interestAnswers = pgTable(
  "interest_answers",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    optionId: integer("option_id")
      .notNull()
      .references(() => interestOptions.id, { onDelete: "cascade" }),
    text: text("text").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.optionId] }), index("interest_answers_option_idx").on(t.optionId)],
);

import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./account/users";
import { courses } from "./course";
import { hideableColumns } from "./moderation";
import { trainings } from "./training";

/**
 * Course packs (spec 001 "Course pack", docs/decisions/0035-course-packs.md): a learner gathers courses and live
 * sessions into a pack, orders them, shares it, and others join and study it. Deleting a pack only marks it, so
 * those who joined keep it in their list; a hidden pack (operator) is gone from every list but its creator's.
 */
export const coursePacks = pgTable(
  "course_packs",
  {
    id: serial("id").primaryKey(),
    creatorId: integer("creator_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    memo: text("memo").notNull().default(""),
    /** Interest options (interest_options.id) the pack is about: GetSelfCoursePackage matches them to a person's. */
    treelist: integer("treelist").array().notNull().default(sql`'{}'::integer[]`),
    /** 1 once the creator activated sharing (UpCoursePackState); the link and poster need it. */
    shared: integer("shared").notNull().default(0),
    /** Set by an operator: recommended packs lead the study index. */
    recommended: integer("recommended").notNull().default(0),
    /** Points a member may draw once on finishing every course; set by an operator only (0: no reward). */
    packScore: integer("pack_score").notNull().default(0),
    /** Set by an operator, with the reason the creator's letter gives. */
    ...hideableColumns(),
    /** Set by DelCoursePack (creator only). */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("course_packs_creator_idx").on(t.creatorId, t.createdAt),
    index("course_packs_treelist_idx").using("gin", t.treelist),
    check("course_packs_flags_ck", sql`${t.shared} in (0, 1) and ${t.recommended} in (0, 1) and ${t.packScore} >= 0`),
  ],
);

/**
 * A course (courseType 2, courses.id) or a live session (courseType 1, trainings.id) in a pack, at most once each
 * (unique indexes, so two concurrent adds insert one row). Shown by `sort` descending: UpdateCourseSort writes
 * 30, 29, ... top down; a new item goes below the rest. An unpublished course or session is left out of reads.
 */
export const coursePackItems = pgTable(
  "course_pack_items",
  {
    id: serial("id").primaryKey(),
    packId: integer("pack_id")
      .notNull()
      .references(() => coursePacks.id, { onDelete: "cascade" }),
    courseType: integer("course_type").notNull(),
    courseId: integer("course_id").references(() => courses.id, { onDelete: "cascade" }),
    trainingId: integer("training_id").references(() => trainings.id, { onDelete: "cascade" }),
    sort: integer("sort").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("course_pack_items_course_uq").on(t.packId, t.courseId),
    uniqueIndex("course_pack_items_training_uq").on(t.packId, t.trainingId),
    index("course_pack_items_pack_idx").on(t.packId, t.sort),
    check(
      "course_pack_items_ref_ck",
      sql`(${t.courseType} = 2 and ${t.courseId} is not null and ${t.trainingId} is null) or (${t.courseType} = 1 and ${t.trainingId} is not null and ${t.courseId} is null)`,
    ),
  ],
);

/**
 * A person in a pack (JoinCoursePackage; RemoveCoursePackage deletes the row). `shareUserId` and `source` record the
 * share that brought them (0 direct, 1 link, 2 poster), so the creator sees joins per channel.
 */
export const coursePackMembers = pgTable(
  "course_pack_members",
  {
    packId: integer("pack_id")
      .notNull()
      .references(() => coursePacks.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    shareUserId: integer("share_user_id").references(() => users.id, { onDelete: "set null" }),
    source: integer("source").notNull().default(0),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.packId, t.userId] }),
    index("course_pack_members_user_idx").on(t.userId, t.joinedAt),
    check("course_pack_members_source_ck", sql`${t.source} in (0, 1, 2)`),
  ],
);

/** A member's review of a pack (AddStudyReply): one a person, score 1-5 (the active stars); an operator may hide it. */
export const coursePackReplies = pgTable(
  "course_pack_replies",
  {
    id: serial("id").primaryKey(),
    packId: integer("pack_id")
      .notNull()
      .references(() => coursePacks.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    score: integer("score").notNull(),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("course_pack_replies_uq").on(t.packId, t.userId),
    index("course_pack_replies_pack_idx").on(t.packId, t.createdAt),
    check("course_pack_replies_score_ck", sql`${t.score} between 1 and 5`),
  ],
);

import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { LESSON_KINDS, type LessonKind } from "@/api/contract/course";
import { users } from "./account/users";
import { trainingCategories } from "./training";

/**
 * An on-demand course (/MoocTraining/Detail/{strId}). The catalogue columns and filters are the live sessions' own
 * (columnType, specialColumnId, isHot, training industries, learning tags), so one catalogue lists both.
 */
export const courses = pgTable(
  "courses",
  {
    id: serial("id").primaryKey(),
    /** The public id in routes and calls. */
    strId: text("str_id").notNull().unique(),
    title: text("title").notNull(),
    categoryId: integer("category_id").references(() => trainingCategories.id),
    cover: text("cover").notNull().default(""),
    summary: text("summary").notNull().default(""),
    /** JSON text of people [{name, title, imgUrl}], the live sessions' shape. */
    lecturer: text("lecturer").notNull().default("[]"),
    columnType: integer("column_type").notNull().default(0),
    specialColumnId: integer("special_column_id").notNull().default(0),
    isHot: integer("is_hot").notNull().default(0),
    industryIds: integer("industry_ids").array().notNull().default(sql`'{}'::integer[]`),
    tagIds: integer("tag_ids").array().notNull().default(sql`'{}'::integer[]`),
    published: integer("published").notNull().default(1),
    /** 1: finishing the course issues a 结业证书 (a certificate of type 课程结业). */
    completionCertificate: integer("completion_certificate").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("courses_column_idx").on(t.columnType, t.specialColumnId),
    index("courses_industry_ids_idx").using("gin", t.industryIds),
    index("courses_tag_ids_idx").using("gin", t.tagIds),
    check("courses_flags_ck", sql`${t.isHot} in (0, 1) and ${t.published} in (0, 1) and ${t.completionCertificate} in (0, 1)`),
  ],
);

/**
 * A course's running figures, one row a course (made with it), kept by triggers on course_enrollments (migration
 * 0030): how many people have begun it. Counting the enrollments instead costs a scan of a popular course's
 * thousands on every catalogue page; apart from courses, so a new learner never changes the catalogue's data version.
 */
export const courseStats = pgTable(
  "course_stats",
  {
    courseId: integer("course_id")
      .primaryKey()
      .references(() => courses.id, { onDelete: "cascade" }),
    learners: integer("learners").notNull().default(0),
  },
  (t) => [check("course_stats_learners_ck", sql`${t.learners} >= 0`)],
);

/** A course's chapters, in `sort` order. */
export const courseChapters = pgTable(
  "course_chapters",
  {
    id: serial("id").primaryKey(),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [index("course_chapters_course_idx").on(t.courseId, t.sort)],
);

/** A lesson: a video (mp4 or HLS .m3u8, uploaded or an operator's URL) or a PDF document; `duration` in seconds. */
export const courseLessons = pgTable(
  "course_lessons",
  {
    id: serial("id").primaryKey(),
    chapterId: integer("chapter_id")
      .notNull()
      .references(() => courseChapters.id, { onDelete: "cascade" }),
    /** The chapter's course, kept here so progress and heartbeats check a lesson belongs to a course in one read. */
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    kind: text("kind").$type<LessonKind>().notNull(),
    url: text("url").notNull(),
    duration: integer("duration").notNull(),
    sort: integer("sort").notNull().default(0),
  },
  (t) => [
    index("course_lessons_chapter_idx").on(t.chapterId, t.sort),
    index("course_lessons_course_idx").on(t.courseId),
    check("course_lessons_kind_ck", sql.raw(`kind in (${LESSON_KINDS.map((k) => `'${k}'`).join(", ")})`)),
    check("course_lessons_duration_ck", sql`${t.duration} > 0`),
  ],
);

/**
 * A person's course (my courses): begun when they first study it, finished when every lesson is, collected when
 * they keep it (my courses type 3).
 */
export const courseEnrollments = pgTable(
  "course_enrollments",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    collectedAt: timestamp("collected_at", { withTimezone: true }),
    lastLessonId: integer("last_lesson_id").references(() => courseLessons.id, { onDelete: "set null" }),
    lastStudyAt: timestamp("last_study_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.courseId] }),
    index("course_enrollments_user_idx").on(t.userId, t.lastStudyAt),
    // A course's learners (the catalogue's cards and its 最热 order) are counted by course.
    index("course_enrollments_course_idx").on(t.courseId),
  ],
);

/**
 * Where a person is in a lesson: `position` to resume at (seconds), `watched` the playing time credited by
 * heartbeats (never more than the wall clock), finished at 90 % of the duration watched.
 */
export const courseLessonProgress = pgTable(
  "course_lesson_progress",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lessonId: integer("lesson_id")
      .notNull()
      .references(() => courseLessons.id, { onDelete: "cascade" }),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    watched: integer("watched").notNull().default(0),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.lessonId] }),
    index("course_lesson_progress_course_idx").on(t.userId, t.courseId),
    check("course_lesson_progress_ck", sql`${t.position} >= 0 and ${t.watched} >= 0`),
  ],
);

/**
 * One row a person: when their last heartbeat was credited and for what. A heartbeat is credited at most the time
 * since this one, whatever course it names, so two courses at once (or a fast clock) earn no more than the wall clock.
 */
export const studyClocks = pgTable("study_clocks", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  lastBeatAt: timestamp("last_beat_at", { withTimezone: true }).notNull(),
  courseId: integer("course_id").notNull(),
  lessonId: integer("lesson_id").notNull(),
});

/** Study time credited per person, Beijing day and course (seconds): the learn record, hours and study days. */
export const studyDays = pgTable(
  "study_days",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    seconds: integer("seconds").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.courseId] }), check("study_days_seconds_ck", sql`${t.seconds} >= 0`)],
);

/** A course comment with a star score: one per person and course, visible to all unless an operator hides it. */
export const courseComments = pgTable(
  "course_comments",
  {
    id: serial("id").primaryKey(),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    score: integer("score").notNull(),
    content: text("content").notNull(),
    hidden: integer("hidden").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("course_comments_user_uq").on(t.courseId, t.userId),
    index("course_comments_course_idx").on(t.courseId, t.createdAt),
    check("course_comments_score_ck", sql`${t.score} between 1 and 5`),
    check("course_comments_hidden_ck", sql`${t.hidden} in (0, 1)`),
  ],
);

import { and, asc, count, desc, eq, getTableColumns, inArray, isNotNull, or, sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import { pick } from "@/api/contract/pick";
import type { Conn } from "@/db/client";
import {
  courseChapters,
  courseComments,
  courseEnrollments,
  courseLessonProgress,
  courseLessons,
  courseStats,
  courses,
} from "@/db/schema/course";
import { people } from "../account/people";
import { categories } from "../training/categories";

export type Course = typeof courses.$inferSelect & { cate: string };
export type Enrollment = typeof courseEnrollments.$inferSelect;
export type LessonProgress = typeof courseLessonProgress.$inferSelect;

/** A published course by its public id, with its category's name. */
export async function findCourse(db: Conn, strId: string): Promise<Course | null> {
  const [row] = await db
    .select({ c: courses, cate: categories.name })
    .from(courses)
    .leftJoin(categories, eq(categories.id, courses.categoryId))
    .where(and(eq(courses.strId, strId), eq(courses.published, 1)))
    .limit(1);
  return row ? { ...row.c, cate: row.cate ?? "" } : null;
}

/** A course's chapters and lessons, each in its order. */
export async function listOutline(db: Conn, courseId: number) {
  const [chapters, lessons] = await Promise.all([
    db.select().from(courseChapters).where(eq(courseChapters.courseId, courseId)).orderBy(asc(courseChapters.sort), asc(courseChapters.id)),
    db.select().from(courseLessons).where(eq(courseLessons.courseId, courseId)).orderBy(asc(courseLessons.sort), asc(courseLessons.id)),
  ]);
  return chapters.map((ch) => ({ ...ch, lessons: lessons.filter((l) => l.chapterId === ch.id) }));
}

/** How many have begun the course, and its visible comments' count and average score. */
export async function courseFigures(db: Conn, courseId: number) {
  const [[learners], [comments]] = await Promise.all([
    db.select({ n: courseStats.learners }).from(courseStats).where(eq(courseStats.courseId, courseId)),
    db
      .select({ n: count(), avg: sql<number>`coalesce(round(avg(${courseComments.score}), 1), 0)::float8` })
      .from(courseComments)
      .where(and(eq(courseComments.courseId, courseId), eq(courseComments.hidden, 0))),
  ]);
  return { learners: learners?.n ?? 0, commentCount: comments!.n, score: Number(comments!.avg) };
}

export async function findEnrollment(db: Conn, userId: number, courseId: number) {
  const [row] = await db
    .select()
    .from(courseEnrollments)
    .where(and(eq(courseEnrollments.userId, userId), eq(courseEnrollments.courseId, courseId)))
    .limit(1);
  return row ?? null;
}

/** Begins the course for the person (or keeps when they began it); answers the enrollment. */
export async function startEnrollment(db: Conn, userId: number, courseId: number, now = new Date()) {
  const [row] = await db
    .insert(courseEnrollments)
    .values({ userId, courseId, startedAt: now })
    .onConflictDoUpdate({
      target: [courseEnrollments.userId, courseEnrollments.courseId],
      set: { startedAt: sql`coalesce(${courseEnrollments.startedAt}, excluded.started_at)` },
    })
    .returning();
  return row!;
}

/** Keeps the course in the person's collected tab (a time) or lets it go (null). */
export async function setCollected(db: Conn, userId: number, courseId: number, collectedAt: Date | null) {
  if (!collectedAt) {
    await db
      .update(courseEnrollments)
      .set({ collectedAt: null })
      .where(and(eq(courseEnrollments.userId, userId), eq(courseEnrollments.courseId, courseId)));
    return;
  }
  await db
    .insert(courseEnrollments)
    .values({ userId, courseId, collectedAt })
    .onConflictDoUpdate({ target: [courseEnrollments.userId, courseEnrollments.courseId], set: { collectedAt } });
}

/** The person's progress in every lesson of the course they have opened. */
export function listProgress(db: Conn, userId: number, courseId: number) {
  return db
    .select()
    .from(courseLessonProgress)
    .where(and(eq(courseLessonProgress.userId, userId), eq(courseLessonProgress.courseId, courseId)));
}

const commentColumns = {
  id: courseComments.id,
  score: courseComments.score,
  content: courseComments.content,
  createdAt: courseComments.createdAt,
  name: people.chineseName,
  avatar: people.headImgUrl,
};
export type CommentRow = { id: number; score: number; content: string; createdAt: Date; name: string; avatar: string };

/** A page of the course's visible comments, newest first, and how many there are. */
export async function listVisibleComments(db: Conn, courseId: number, page: { offset: number; limit: number }) {
  const visible = and(eq(courseComments.courseId, courseId), eq(courseComments.hidden, 0));
  const [rows, [total]] = await Promise.all([
    db
      .select(commentColumns)
      .from(courseComments)
      .innerJoin(people, eq(people.id, courseComments.userId))
      .where(visible)
      .orderBy(desc(courseComments.createdAt), desc(courseComments.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(courseComments).where(visible),
  ]);
  return { rows: rows as CommentRow[], total: total!.n };
}

/** The person's own comment on the course (hidden or not), or null. */
export async function findOwnComment(db: Conn, courseId: number, userId: number) {
  const [row] = await db
    .select(commentColumns)
    .from(courseComments)
    .innerJoin(people, eq(people.id, courseComments.userId))
    .where(and(eq(courseComments.courseId, courseId), eq(courseComments.userId, userId)))
    .limit(1);
  return (row as CommentRow | undefined) ?? null;
}

/** Adds the person's comment; null when they already have one (the unique key decides, not a read before). */
export async function insertComment(db: Conn, row: { courseId: number; userId: number; score: number; content: string }) {
  const [made] = await db.insert(courseComments).values(row).onConflictDoNothing().returning({ id: courseComments.id });
  return made ?? null;
}

/**
 * Courses as other features join them (a pack's or a tab's items, a growth plan's tasks): what a link or a card shows
 * and whether it is published. A plain subquery, planned as the join it replaces.
 */
export const courseRefs = new QueryBuilder()
  .select(pick(getTableColumns(courses), ["id", "strId", "title", "cover", "summary", "lecturer", "published", "createdAt"]))
  .from(courses)
  .as("course_refs");

/**
 * The published courses people began or collected, one row per person (`user_id`) and course, with the latest of
 * their study, collection and start (`at`): a person's pack page offers what they studied.
 */
export const studiedCourses = new QueryBuilder()
  .select({
    userId: courseEnrollments.userId,
    id: courses.id,
    strId: courses.strId,
    title: courses.title,
    cover: courses.cover,
    at: sql<Date>`greatest(${courseEnrollments.lastStudyAt}, ${courseEnrollments.collectedAt}, ${courseEnrollments.startedAt})`.as("at"),
  })
  .from(courseEnrollments)
  .innerJoin(courses, eq(courses.id, courseEnrollments.courseId))
  .where(and(eq(courses.published, 1), or(isNotNull(courseEnrollments.startedAt), isNotNull(courseEnrollments.collectedAt))))
  .as("studied_courses");

/** The published courses' ids, as a subquery (`inArray(x.courseId, publishedCourseIds)`). */
export const publishedCourseIds = new QueryBuilder().select({ id: courses.id }).from(courses).where(eq(courses.published, 1));

/** Every course's searchable fields, in id order (indexing them all). */
export function listCoursesToIndex(db: Conn) {
  return db.select().from(courseRefs).orderBy(asc(courseRefs.id));
}

/** Courses named by their public id (strId) or, for digits, their id: the question bank's 适用课程 (handed in by api/modules/admin.ts). */
export function coursesByCodes(db: Conn, codes: string[]) {
  if (!codes.length) return Promise.resolve([]);
  const ids = codes.filter((c) => /^\d{1,9}$/.test(c)).map(Number);
  return db
    .select({ id: courses.id, strId: courses.strId })
    .from(courses)
    .where(or(inArray(courses.strId, codes), ids.length ? inArray(courses.id, ids) : undefined));
}

import { and, count, eq, inArray, isNotNull, isNull, ne, sql, sum } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import type { Admin } from "@/api/admin/identity";
import type { Conn, Tx } from "@/db/client";
import { courseChapters, courseEnrollments, courseLessonProgress, courseLessons, courses, studyDays } from "@/db/schema/course";
import { courseQuizAttempts, courseQuizzes } from "@/db/schema/course/quiz";
import { people } from "../../account/people";

/**
 * Per course: learners (enrollments begun), finished, and the average study time per person who studied it (seconds,
 * from study_days). Two grouped reads for the whole page; a course nobody studied has zeros.
 */
export async function courseFigures(db: Conn, rows: { id: number }[]) {
  const ids = rows.map((row) => row.id);
  const figures = new Map(ids.map((id) => [id, { learners: 0, finished: 0, avgStudySeconds: 0 }]));
  if (!ids.length) return figures;
  const [enrolled, studied] = await Promise.all([
    db
      .select({
        courseId: courseEnrollments.courseId,
        learners: count(courseEnrollments.startedAt),
        finished: count(courseEnrollments.finishedAt),
      })
      .from(courseEnrollments)
      .where(inArray(courseEnrollments.courseId, ids))
      .groupBy(courseEnrollments.courseId),
    db
      .select({
        courseId: studyDays.courseId,
        avg: sql<number>`round(sum(${studyDays.seconds})::numeric / count(distinct ${studyDays.userId}))::int`,
      })
      .from(studyDays)
      .where(inArray(studyDays.courseId, ids))
      .groupBy(studyDays.courseId),
  ]);
  for (const e of enrolled) Object.assign(figures.get(e.courseId) ?? {}, { learners: e.learners, finished: e.finished });
  for (const s of studied) Object.assign(figures.get(s.courseId) ?? {}, { avgStudySeconds: Number(s.avg) });
  return figures;
}

/** The course a chapter belongs to, or null when there is no such chapter. */
export async function courseOfChapter(tx: Tx, chapterId: number) {
  const [chapter] = await tx.select({ courseId: courseChapters.courseId }).from(courseChapters).where(eq(courseChapters.id, chapterId));
  return chapter?.courseId ?? null;
}

/** Per pair of the page's people and courses: the course's lessons, the lessons finished and the seconds credited. */
export async function learnerCounts(db: Conn, userIds: number[], courseIds: number[]) {
  const [lessons, finished, studied] = await Promise.all([
    db
      .select({ courseId: courseLessons.courseId, n: count() })
      .from(courseLessons)
      .where(inArray(courseLessons.courseId, courseIds))
      .groupBy(courseLessons.courseId),
    db
      .select({ userId: courseLessonProgress.userId, courseId: courseLessonProgress.courseId, n: count(courseLessonProgress.finishedAt) })
      .from(courseLessonProgress)
      .where(and(inArray(courseLessonProgress.userId, userIds), inArray(courseLessonProgress.courseId, courseIds)))
      .groupBy(courseLessonProgress.userId, courseLessonProgress.courseId),
    db
      .select({ userId: studyDays.userId, courseId: studyDays.courseId, seconds: sql<number>`${sum(studyDays.seconds)}::int` })
      .from(studyDays)
      .where(and(inArray(studyDays.userId, userIds), inArray(studyDays.courseId, courseIds)))
      .groupBy(studyDays.userId, studyDays.courseId),
  ]);
  return { lessons, finished, studied };
}

const e = courseEnrollments;

/**
 * Who has begun which course. Read like a table by the framework (select, count, sort, filter); `id` is a row number in
 * the order people began, for react-admin's keys only. Progress and study time are figures read for the page alone.
 */
export const learners = new QueryBuilder()
  .select({
    id: sql<number>`(row_number() over (order by ${e.startedAt}, ${e.userId}, ${e.courseId}))::int`.as("id"),
    userId: e.userId,
    chineseName: people.chineseName,
    mobile: people.mobile,
    companyId: people.companyId,
    courseId: e.courseId,
    courseTitle: sql<string>`${courses.title}`.as("course_title"),
    startedAt: e.startedAt,
    finishedAt: e.finishedAt,
    lastStudyAt: e.lastStudyAt,
  })
  .from(e)
  .innerJoin(people, eq(people.id, e.userId))
  .innerJoin(courses, eq(courses.id, e.courseId))
  .where(isNotNull(e.startedAt))
  .as("course_learners");

/** An enterprise account's own company's people (none when the account has no company). */
export const ownCompany = (admin: Admin) => (admin.companyId === null ? sql`false` : eq(learners.companyId, admin.companyId));

/** Whether the course exists. */
export async function courseExists(tx: Tx, courseId: number) {
  const [row] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
  return row !== undefined;
}

/** Another quiz (not `exceptId`) of the chapter, or the course's other final quiz (chapterId null): its id, if any. */
export async function quizHolding(tx: Tx, place: { courseId: number; chapterId: number | null }, exceptId: number | null) {
  const q = courseQuizzes;
  const [row] = await tx
    .select({ id: q.id })
    .from(q)
    .where(
      and(
        place.chapterId === null ? and(eq(q.courseId, place.courseId), isNull(q.chapterId)) : eq(q.chapterId, place.chapterId),
        exceptId === null ? undefined : ne(q.id, exceptId),
      ),
    );
  return row?.id ?? null;
}

/**
 * Per quiz of the page: its submitted attempts, the people who made them, and how many of those attempts passed.
 * One grouped read; a quiz nobody took has zeros.
 */
export async function quizAttemptCounts(db: Conn, quizIds: number[]) {
  if (!quizIds.length) return [];
  const a = courseQuizAttempts;
  return db
    .select({
      quizId: a.quizId,
      attempts: count(a.submittedAt),
      learners: sql<number>`count(distinct ${a.userId}) filter (where ${a.submittedAt} is not null)::int`,
      passed: sql<number>`count(*) filter (where ${a.passed} = 1)::int`,
    })
    .from(a)
    .where(inArray(a.quizId, quizIds))
    .groupBy(a.quizId);
}

/** The titles of these quizzes, by id. */
export async function quizTitles(db: Conn, quizIds: number[]) {
  if (!quizIds.length) return new Map<number, string>();
  const rows = await db
    .select({ id: courseQuizzes.id, title: courseQuizzes.title })
    .from(courseQuizzes)
    .where(inArray(courseQuizzes.id, quizIds));
  return new Map(rows.map((r) => [r.id, r.title]));
}

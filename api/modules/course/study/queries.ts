import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, type SQL, sql, sum } from "drizzle-orm";
import { MY_COURSE_TYPE, type MyCoursePager, type MyCourseType } from "@/api/contract/my-courses";
import type { Conn, Db } from "@/db/client";
import { prepared } from "@/db/prepared";
import {
  courseComments,
  courseEnrollments,
  courseLessonProgress,
  courseLessons,
  courseStats,
  courses,
  studyDays,
} from "@/db/schema/course";
import { categories } from "../../training/categories";

/* A person's study of courses: heartbeats, study days, enrolments and their tabs. */

export type CreditedBeat = {
  k: number;
  outcome: "ok" | "course" | "lesson";
  credited: number;
  watched: number;
  lessonFinished: number;
  courseFinished: number;
};

/** The heartbeat database function (db/migrations/0025_course_heartbeat.sql) over a batch of beats, prepared once. */
export const beatBatch = (db: Db) =>
  prepared(db, "course.heartbeatBatch", (d) =>
    d
      .select({
        k: sql<number>`k`,
        outcome: sql<CreditedBeat["outcome"]>`outcome`,
        credited: sql<number>`credited`,
        watched: sql<number>`watched`,
        lessonFinished: sql<number>`lesson_finished`,
        courseFinished: sql<number>`course_finished`,
      })
      .from(sql`course_heartbeat_batch(${sql.placeholder("beats")}::jsonb, ${sql.placeholder("share")}::float8)`)
      .prepare("course_heartbeat_batch"),
  );

/** The person's credited seconds per Beijing day ('YYYY-MM-DD', ascending), and their visible comments' count. */
export async function studyDaysAndComments(db: Conn, userId: number) {
  const [days, [commented]] = await Promise.all([
    db
      .select({ day: sql<string>`${studyDays.day}::text`, seconds: sql<number>`sum(${studyDays.seconds})::int` })
      .from(studyDays)
      .where(eq(studyDays.userId, userId))
      .groupBy(studyDays.day)
      .orderBy(asc(studyDays.day)),
    db
      .select({ n: count() })
      .from(courseComments)
      .where(and(eq(courseComments.userId, userId), eq(courseComments.hidden, 0))),
  ]);
  return { days, comments: commented!.n };
}

/**
 * The person's courses among `courseIds`: begun and finished (a growth plan's course tasks).
 */
export async function courseProgress(db: Conn, userId: number, courseIds: number[]) {
  if (!courseIds.length) return { started: new Set<number>(), finished: new Set<number>() };
  const rows = await db
    .select({ id: courseEnrollments.courseId, startedAt: courseEnrollments.startedAt, finishedAt: courseEnrollments.finishedAt })
    .from(courseEnrollments)
    .where(and(eq(courseEnrollments.userId, userId), inArray(courseEnrollments.courseId, courseIds)));
  return {
    started: new Set(rows.filter((r) => r.startedAt !== null).map((r) => r.id)),
    finished: new Set(rows.filter((r) => r.finishedAt !== null).map((r) => r.id)),
  };
}

/** The person's study days in [from, to) (Beijing dates, to null: no end), newest day first, one row a course. */
export async function learnRecordPage(db: Conn, userId: number, range: { from: string; to: string | null }, page: number, size: number) {
  const where = and(
    eq(studyDays.userId, userId),
    gte(studyDays.day, range.from),
    range.to ? lt(studyDays.day, range.to) : undefined,
    sql`${studyDays.seconds} > 0`,
  );
  const [totals] = await db
    .select({ rows: count(), seconds: sum(studyDays.seconds) })
    .from(studyDays)
    .where(where);
  const list = await db
    .select({ day: studyDays.day, courseId: courses.strId, title: courses.title, seconds: studyDays.seconds })
    .from(studyDays)
    .innerJoin(courses, eq(courses.id, studyDays.courseId))
    .where(where)
    .orderBy(desc(studyDays.day), asc(courses.title), asc(studyDays.courseId))
    .limit(size)
    .offset((page - 1) * size);
  return { list, rows: totals?.rows ?? 0, seconds: Number(totals?.seconds ?? 0) };
}

const e = courseEnrollments;

/** Each tab: which of the person's courses it holds, and its order (the latest touched first). */
const TABS: Record<MyCourseType, { where: SQL | undefined; order: SQL[] }> = {
  [MY_COURSE_TYPE.studying]: {
    where: and(isNotNull(e.startedAt), isNull(e.finishedAt)),
    order: [sql`${e.lastStudyAt} desc nulls last`, desc(e.startedAt)],
  },
  [MY_COURSE_TYPE.finished]: { where: isNotNull(e.finishedAt), order: [desc(e.finishedAt)] },
  [MY_COURSE_TYPE.collected]: { where: isNotNull(e.collectedAt), order: [desc(e.collectedAt)] },
};

/** A course's own figures, as correlated subqueries: one row a course, whatever the page size. */
const lessonCount = sql<number>`(select count(*)::int from ${courseLessons} where ${courseLessons.courseId} = ${courses.id})`;
const duration = sql<number>`(select coalesce(sum(${courseLessons.duration}), 0)::int from ${courseLessons} where ${courseLessons.courseId} = ${courses.id})`;
const learners = sql<number>`coalesce((select s.learners from ${courseStats} s where s.course_id = ${courses.id}), 0)`;
const finishedLessons = sql<number>`(select count(*)::int from ${courseLessonProgress} p
  where p.user_id = ${e.userId} and p.course_id = ${courses.id} and p.finished_at is not null)`;

/** One page of a tab of the person's own published courses, and how many the tab holds. */
export async function myCourseRows(db: Conn, userId: number, p: MyCoursePager) {
  const tab = TABS[p.type];
  const cond = and(eq(e.userId, userId), eq(courses.published, 1), tab.where);
  const rows = await db
    .select({
      courseId: courses.id,
      strId: courses.strId,
      title: courses.title,
      imageUrl: courses.cover,
      descripts: courses.summary,
      lecturer: courses.lecturer,
      cateId: courses.categoryId,
      cate: categories.name,
      isHot: courses.isHot,
      lessonCount,
      duration,
      learners,
      finishedLessons,
      finishedAt: e.finishedAt,
      lastStudyAt: e.lastStudyAt,
    })
    .from(e)
    .innerJoin(courses, eq(courses.id, e.courseId))
    .leftJoin(categories, eq(categories.id, courses.categoryId))
    .where(cond)
    .orderBy(...tab.order, desc(courses.id))
    .limit(p.pageSize)
    .offset((p.currentPage - 1) * p.pageSize);
  const [{ n }] = await db.select({ n: count() }).from(e).innerJoin(courses, eq(courses.id, e.courseId)).where(cond);
  return { rows, total: n };
}

/** The tags of the courses the person finished, one array a course (My/Radar). */
export async function finishedCourseTagIds(db: Conn, userId: number) {
  const list = await db
    .select({ tagIds: courses.tagIds })
    .from(courseEnrollments)
    .innerJoin(courses, eq(courses.id, courseEnrollments.courseId))
    .where(and(eq(courseEnrollments.userId, userId), isNotNull(courseEnrollments.finishedAt)));
  return list.map((r) => r.tagIds);
}

import { and, asc, count, desc, eq, gte, inArray, lt, sql, sum } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { courseEnrollments, courses, studyDays } from "@/db/schema/course";

/* What other features read of a person's study: the growth plan's task states and learn record. */

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

import { and, count, inArray, sql, sum } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { courseLessonProgress, courseLessons, studyDays } from "@/db/schema/course";

type Learner = { id: number; userId: number; courseId: number };

const pair = (userId: number, courseId: number) => `${userId}:${courseId}`;

/**
 * Per listed learner: the share of the course's lessons they finished (0-100) and the seconds credited to them for it.
 * Three grouped reads over the page's people and courses; pairs not on the page are read too but never shown.
 */
export async function learnerFigures(db: Conn, rows: Learner[]) {
  const figures = new Map(rows.map((r) => [r.id, { progress: 0, studySeconds: 0 }]));
  if (!rows.length) return figures;
  const userIds = [...new Set(rows.map((r) => r.userId))];
  const courseIds = [...new Set(rows.map((r) => r.courseId))];
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
  const lessonCount = new Map(lessons.map((l) => [l.courseId, l.n]));
  const finishedOf = new Map(finished.map((f) => [pair(f.userId, f.courseId), f.n]));
  const secondsOf = new Map(studied.map((s) => [pair(s.userId, s.courseId), Number(s.seconds)]));
  for (const r of rows) {
    const total = lessonCount.get(r.courseId) ?? 0;
    const done = finishedOf.get(pair(r.userId, r.courseId)) ?? 0;
    figures.set(r.id, {
      progress: total ? Math.floor((done * 100) / total) : 0,
      studySeconds: secondsOf.get(pair(r.userId, r.courseId)) ?? 0,
    });
  }
  return figures;
}

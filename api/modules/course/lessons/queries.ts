import { and, eq, isNotNull, sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import type { Conn } from "@/db/client";
import { courseChapters, courseEnrollments, courseLessons } from "@/db/schema/course";

/**
 * Lessons as other features join them (a question's or a note's lesson): the title, the course, and `place`, the
 * lesson's place in its course's outline (chapters, then lessons, each in their order).
 */
export const lessonRefs = new QueryBuilder()
  .select({
    id: courseLessons.id,
    courseId: courseLessons.courseId,
    title: courseLessons.title,
    place:
      sql<number>`(row_number() over (partition by ${courseLessons.courseId} order by ${courseChapters.sort}, ${courseChapters.id}, ${courseLessons.sort}, ${courseLessons.id}))::int`.as(
        "place",
      ),
  })
  .from(courseLessons)
  .innerJoin(courseChapters, eq(courseChapters.id, courseLessons.chapterId))
  .as("lesson_refs");

/** The lesson when it is the course's and the person has begun the course (opened its study page); else null. */
export async function findStudiedLesson(db: Conn, userId: number, courseId: number, lessonId: number) {
  const [row] = await db
    .select({ id: courseLessons.id, courseId: courseLessons.courseId, title: courseLessons.title })
    .from(courseLessons)
    .innerJoin(
      courseEnrollments,
      and(
        eq(courseEnrollments.courseId, courseLessons.courseId),
        eq(courseEnrollments.userId, userId),
        isNotNull(courseEnrollments.startedAt),
      ),
    )
    .where(and(eq(courseLessons.id, lessonId), eq(courseLessons.courseId, courseId)))
    .limit(1);
  return row ?? null;
}

/** Whether the person has begun the course. */
export async function hasBegun(db: Conn, userId: number, courseId: number) {
  const [row] = await db
    .select({ n: sql<number>`1` })
    .from(courseEnrollments)
    .where(and(eq(courseEnrollments.userId, userId), eq(courseEnrollments.courseId, courseId), isNotNull(courseEnrollments.startedAt)))
    .limit(1);
  return !!row;
}

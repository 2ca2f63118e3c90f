import { and, asc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { courseEnrollments, courses } from "@/db/schema/course";
import { courseQuizAttempts, courseQuizzes } from "@/db/schema/course/quiz";
import { userIsOpen } from "../../account/people";
import { withoutCourseCertificate } from "../../certification/certificates/of-people";

/**
 * The 结业证书 due and not issued: finished enrollments of courses with completion_certificate on, of open accounts,
 * with the course's title and page and its final quiz's rules, pass mark and best passed score. One person and
 * course, or any `limit` of them (the minute job), oldest finish first.
 */
export function completionsDue(conn: Conn, only: { userId: number; courseId: number } | { limit: number }) {
  const e = courseEnrollments;
  const query = conn
    .select({
      userId: e.userId,
      courseId: e.courseId,
      finishedAt: sql<Date>`${e.finishedAt}`.mapWith(e.finishedAt),
      title: courses.title,
      strId: courses.strId,
      quizRules: courseQuizzes.rules,
      quizPassScore: courseQuizzes.passScore,
      bestScore: sql<number | null>`(select max(a.score)::int from ${courseQuizAttempts} a
        where a.quiz_id = ${courseQuizzes.id} and a.user_id = ${e.userId} and a.passed = 1)`,
    })
    .from(e)
    .innerJoin(courses, and(eq(courses.id, e.courseId), eq(courses.completionCertificate, 1)))
    .leftJoin(courseQuizzes, and(eq(courseQuizzes.courseId, e.courseId), isNull(courseQuizzes.chapterId)))
    .where(
      and(
        isNotNull(e.finishedAt),
        "limit" in only ? undefined : and(eq(e.userId, only.userId), eq(e.courseId, only.courseId)),
        userIsOpen(e.userId),
        withoutCourseCertificate(e.userId, e.courseId),
      ),
    );
  return "limit" in only ? query.orderBy(asc(e.finishedAt)).limit(only.limit) : query;
}
export type CompletionDue = Awaited<ReturnType<typeof completionsDue>>[number];

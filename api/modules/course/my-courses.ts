import { and, count, desc, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import { beijingTime } from "@/api/contract/beijing-time";
import { MY_COURSE_TYPE, type MyCoursePage, type MyCoursePager, type MyCourseType } from "@/api/contract/my-courses";
import { pagerOf } from "@/api/contract/pager";
import type { Conn } from "@/db/client";
import { courseEnrollments, courseLessonProgress, courseLessons, courseStats, courses } from "@/db/schema/course";
import { trainingCategories } from "@/db/schema/training";

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

/**
 * my/mycourse: one page of a tab of the person's own courses (published ones: an unpublished course has no page to
 * go on to). Progress is the share of lessons finished, rounded down.
 */
export async function myCoursePage(db: Conn, userId: number, p: MyCoursePager): Promise<MyCoursePage> {
  const tab = TABS[p.type];
  const cond = and(eq(e.userId, userId), eq(courses.published, 1), tab.where);
  const rows = await db
    .select({
      strId: courses.strId,
      title: courses.title,
      imageUrl: courses.cover,
      descripts: courses.summary,
      lecturer: courses.lecturer,
      cateId: courses.categoryId,
      cate: trainingCategories.name,
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
    .leftJoin(trainingCategories, eq(trainingCategories.id, courses.categoryId))
    .where(cond)
    .orderBy(...tab.order, desc(courses.id))
    .limit(p.pageSize)
    .offset((p.currentPage - 1) * p.pageSize);
  const [{ n }] = await db.select({ n: count() }).from(e).innerJoin(courses, eq(courses.id, e.courseId)).where(cond);
  return {
    list: rows.map(({ finishedLessons: done, finishedAt, lastStudyAt, cateId, cate, ...r }) => ({
      ...r,
      cateId: cateId ?? 0,
      cate: cate ?? "",
      type: 2 as const,
      // A finished course stays at 100 even if an operator adds a lesson later.
      progress: finishedAt ? 100 : r.lessonCount ? Math.floor((done * 100) / r.lessonCount) : 0,
      lastStudyAt: lastStudyAt ? beijingTime(lastStudyAt) : "",
    })),
    pager: { ...pagerOf(p.currentPage, p.pageSize, n), type: p.type },
  };
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

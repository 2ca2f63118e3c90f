import { type AnyColumn, eq, isNotNull, sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import { equalsInt, search } from "@/api/admin/filters";
import { type Admin, isOperator } from "@/api/admin/identity";
import { defineResource } from "@/api/admin/resource";
import { maskMobile } from "@/api/contract/admin";
import { courseEnrollments, courseLessonProgress, courseLessons, courses, studyDays, users } from "@/db/schema";

const e = courseEnrollments;

/**
 * Who has begun which course, with the share of its lessons finished and the time credited. Read like a table by the
 * framework (select, count, sort, filter); `id` is a row number in the order people began, for react-admin's keys only.
 */
const learners = new QueryBuilder()
  .select({
    id: sql<number>`(row_number() over (order by ${e.startedAt}, ${e.userId}, ${e.courseId}))::int`.as("id"),
    userId: e.userId,
    chineseName: users.chineseName,
    mobile: users.mobile,
    companyId: users.companyId,
    courseId: e.courseId,
    courseTitle: sql<string>`${courses.title}`.as("course_title"),
    progress: sql<number>`coalesce((
      select (count(*) filter (where ${courseLessonProgress.finishedAt} is not null) * 100
        / nullif((select count(*) from ${courseLessons} where ${courseLessons.courseId} = ${e.courseId}), 0))::int
      from ${courseLessonProgress}
      where ${courseLessonProgress.userId} = ${e.userId} and ${courseLessonProgress.courseId} = ${e.courseId}), 0)`.as("progress"),
    studySeconds: sql<number>`coalesce((
      select sum(${studyDays.seconds})::int from ${studyDays}
      where ${studyDays.userId} = ${e.userId} and ${studyDays.courseId} = ${e.courseId}), 0)`.as("study_seconds"),
    startedAt: e.startedAt,
    finishedAt: e.finishedAt,
    lastStudyAt: e.lastStudyAt,
  })
  .from(e)
  .innerJoin(users, eq(users.id, e.userId))
  .innerJoin(courses, eq(courses.id, e.courseId))
  .where(isNotNull(e.startedAt))
  .as("course_learners");

type Learner = { mobile: string } & Record<string, unknown>;
/** A computed column of the subquery, sortable like a table's. */
const column = (field: unknown) => field as AnyColumn;

const ownCompany = (admin: Admin) => (admin.companyId === null ? sql`false` : eq(learners.companyId, admin.companyId));

/** Course learners (read-only): operators see everyone; an enterprise account its own company's people, numbers masked. */
export const courseLearnersResource = defineResource({
  name: "course-learners",
  table: learners as never,
  sortable: {
    lastStudyAt: learners.lastStudyAt,
    startedAt: learners.startedAt,
    studySeconds: column(learners.studySeconds),
    progress: column(learners.progress),
  },
  filters: {
    q: search(learners.chineseName),
    courseId: equalsInt(learners.courseId),
    companyId: equalsInt(learners.companyId),
  },
  scope: (admin) => (isOperator(admin) ? undefined : ownCompany(admin)),
  serialize: (row: Learner, admin) => ({
    ...row,
    mobile: isOperator(admin) ? row.mobile : maskMobile(row.mobile),
  }),
});

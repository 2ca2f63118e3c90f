import { eq, isNotNull, sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import { equalsInt, search } from "@/api/admin/filters";
import { type Admin, isOperator } from "@/api/admin/identity";
import { defineResource, type UntypedRow } from "@/api/admin/resource";
import { maskMobile } from "@/api/contract/admin";
import { users } from "@/db/schema/account/users";
import { courseEnrollments, courses } from "@/db/schema/course";
import { learnerFigures } from "./learner-figures";

const e = courseEnrollments;

/**
 * Who has begun which course. Read like a table by the framework (select, count, sort, filter); `id` is a row number in
 * the order people began, for react-admin's keys only. Progress and study time are figures read for the page alone.
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
    startedAt: e.startedAt,
    finishedAt: e.finishedAt,
    lastStudyAt: e.lastStudyAt,
  })
  .from(e)
  .innerJoin(users, eq(users.id, e.userId))
  .innerJoin(courses, eq(courses.id, e.courseId))
  .where(isNotNull(e.startedAt))
  .as("course_learners");

type Learner = { id: number; userId: number; courseId: number; mobile: string };

const ownCompany = (admin: Admin) => (admin.companyId === null ? sql`false` : eq(learners.companyId, admin.companyId));

/** Course learners (read-only): operators see everyone; an enterprise account its own company's people, numbers masked. */
export const courseLearnersResource = defineResource<UntypedRow>()({
  name: "course-learners",
  table: learners as never,
  sortable: { lastStudyAt: learners.lastStudyAt, startedAt: learners.startedAt },
  filters: {
    q: search(learners.chineseName),
    courseId: equalsInt(learners.courseId),
    companyId: equalsInt(learners.companyId),
  },
  scope: (admin) => (isOperator(admin) ? undefined : ownCompany(admin)),
  figures: learnerFigures,
  serialize: (row: Learner, admin) => ({
    ...row,
    mobile: isOperator(admin) ? row.mobile : maskMobile(row.mobile),
  }),
});

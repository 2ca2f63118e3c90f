import { and, count, desc, eq, ilike, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import { batcher } from "@/db/batch";
import type { Conn, Db } from "@/db/client";
import { dataVersionRows } from "@/db/data-version";
import { likeLiteral } from "@/db/like";
import { prepared } from "@/db/prepared";
import { courseEnrollments, courseLessonProgress, courseLessons, courseStats, courses } from "@/db/schema/course";
import { categories } from "../../training/categories";

/** How many have begun the course (course_stats, kept by triggers: no count of a popular course's enrollments). */
const learners = sql<number>`coalesce((select s.learners from ${courseStats} s where s.course_id = ${courses.id}), 0)`;

/** What a list item shows. */
const itemColumns = {
  id: courses.id,
  strId: courses.strId,
  title: courses.title,
  cover: courses.cover,
  summary: courses.summary,
  lecturer: courses.lecturer,
  cateId: courses.categoryId,
  cate: categories.name,
  isHot: courses.isHot,
  lessonCount: sql<number>`(select count(*)::int from ${courseLessons} l where l.course_id = ${courses.id})`,
  duration: sql<number>`(select coalesce(sum(l.duration), 0)::int from ${courseLessons} l where l.course_id = ${courses.id})`,
  learners,
};
export type CourseItemRow = Awaited<ReturnType<typeof listCourses>>["rows"][number];

export type CourseFilter = {
  key?: string;
  cateId?: number;
  isHot?: number;
  columnType?: number;
  specialColumnId?: number;
  /** Only these courses (a special column's tab). */
  ids?: number[];
  /** Courses about any of these training industries. */
  industryIds?: number[];
  /** Courses with a tag of every group (one group per tag kind: any of its ids). */
  tagGroups?: number[][];
};

/** An int[] parameter as its text form with a cast: arrays are not passed alike by every driver. */
const intArray = (ids: number[]) => sql`${`{${ids.join(",")}}`}::int[]`;

function where(f: CourseFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(courses.published, 1)];
  if (f.key) parts.push(ilike(courses.title, `%${likeLiteral(f.key)}%`));
  if (f.cateId) parts.push(eq(courses.categoryId, f.cateId));
  if (f.isHot) parts.push(eq(courses.isHot, 1));
  if (f.columnType) parts.push(eq(courses.columnType, f.columnType));
  if (f.specialColumnId) parts.push(eq(courses.specialColumnId, f.specialColumnId));
  if (f.ids) parts.push(sql`${courses.id} = any(${intArray(f.ids)})`);
  if (f.industryIds?.length) parts.push(sql`${courses.industryIds} && ${intArray(f.industryIds)}`);
  for (const group of f.tagGroups ?? []) if (group.length) parts.push(sql`${courses.tagIds} && ${intArray(group)}`);
  return and(...parts);
}

/** One page of published courses: newest first, or most learners first. */
export async function listCourses(db: Conn, f: CourseFilter, page: { offset: number; limit: number; order: "newest" | "learners" }) {
  const cond = where(f);
  const order = page.order === "learners" ? [desc(learners), desc(courses.id)] : [desc(courses.createdAt), desc(courses.id)];
  const rows = await db
    .select(itemColumns)
    .from(courses)
    .leftJoin(categories, eq(categories.id, courses.categoryId))
    .where(cond)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  const [{ n }] = await db.select({ n: count() }).from(courses).where(cond);
  return { rows, total: n };
}

/** How many people have begun each of these courses; prepared, as every catalogue page asks it. */
export async function learnersOf(db: Db, ids: number[]) {
  if (!ids.length) return new Map<number, number>();
  const read = prepared(db, "course.learnersOf", (d) =>
    d
      .select({ id: courseStats.courseId, n: courseStats.learners })
      .from(courseStats)
      .where(sql`${courseStats.courseId} = any(string_to_array(${sql.placeholder("ids")}::text, ',')::int[])`)
      .prepare("course_learners_of"),
  );
  const rows = await read.execute({ ids: ids.join(",") });
  return new Map(rows.map((r) => [r.id, r.n]));
}

type VersionAndLearners = { version: number; learners: Map<number, number> };

/**
 * The courses' data version (db/schema/data-versions.ts) and the learners of these courses, in one round trip: what a
 * kept catalogue page needs to be shown (the version says whether it still stands, the learners are always fresh).
 * Pages checked at the same time share one read of all their courses (db/batch.ts): each read still starts after
 * its callers asked, so none sees data older than its own request, and a busy catalogue makes one round trip for many
 * pages instead of one each.
 */
export function versionAndLearners(db: Db, ids: number[]): Promise<VersionAndLearners> {
  const check = prepared(db, "course.versionAndLearners", (d) => {
    const read = d
      .select({ version: dataVersionRows.version, id: courseStats.courseId, n: courseStats.learners })
      .from(dataVersionRows)
      .leftJoin(courseStats, sql`${courseStats.courseId} = any(string_to_array(${sql.placeholder("ids")}::text, ',')::int[])`)
      .where(eq(dataVersionRows.name, "courses"))
      .prepare("course_version_and_learners");
    return batcher(async (pages: number[][]) => {
      const rows = await read.execute({ ids: [...new Set(pages.flat())].join(",") });
      const all = new Map(rows.filter((r) => r.id !== null).map((r) => [r.id!, r.n!]));
      const version = rows[0]?.version ?? 0;
      return pages.map((page) => ({ version, learners: new Map(page.filter((id) => all.has(id)).map((id) => [id, all.get(id)!])) }));
    });
  });
  return check(ids);
}

/** The person's begun, unfinished published courses, most recently studied first, with their finished lessons. */
export function listStudying(db: Conn, userId: number, limit: number) {
  return db
    .select({
      ...itemColumns,
      lastStudyAt: courseEnrollments.lastStudyAt,
      startedAt: courseEnrollments.startedAt,
      finishedLessons: sql<number>`(select count(*)::int from ${courseLessonProgress} p
        where p.user_id = ${userId} and p.course_id = ${courses.id} and p.finished_at is not null)`,
    })
    .from(courseEnrollments)
    .innerJoin(courses, eq(courses.id, courseEnrollments.courseId))
    .leftJoin(categories, eq(categories.id, courses.categoryId))
    .where(
      and(
        eq(courseEnrollments.userId, userId),
        isNotNull(courseEnrollments.startedAt),
        isNull(courseEnrollments.finishedAt),
        eq(courses.published, 1),
      ),
    )
    .orderBy(sql`${courseEnrollments.lastStudyAt} desc nulls last`, desc(courseEnrollments.startedAt), desc(courses.id))
    .limit(limit);
}

/** Of `courseIds`, those the person has finished. */
export async function finishedOf(db: Conn, userId: number, courseIds: number[]) {
  if (!courseIds.length) return new Set<number>();
  const rows = await db
    .select({ id: courseEnrollments.courseId })
    .from(courseEnrollments)
    .where(
      and(
        eq(courseEnrollments.userId, userId),
        isNotNull(courseEnrollments.finishedAt),
        sql`${courseEnrollments.courseId} = any(${intArray(courseIds)})`,
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/** How many of the courses the filter matches the person has finished. */
export async function countFinished(db: Conn, f: CourseFilter, userId: number) {
  const [{ n }] = await db
    .select({ n: count() })
    .from(courses)
    .innerJoin(courseEnrollments, and(eq(courseEnrollments.courseId, courses.id), eq(courseEnrollments.userId, userId)))
    .where(and(where(f), isNotNull(courseEnrollments.finishedAt)));
  return n;
}

/** The categories holding published courses, in the operators' order. */
export function listCourseCategories(db: Conn) {
  return db
    .selectDistinct({ id: categories.id, name: categories.name, sort: categories.sort })
    .from(categories)
    .innerJoin(courses, and(eq(courses.categoryId, categories.id), eq(courses.published, 1)))
    .orderBy(categories.sort, categories.id);
}

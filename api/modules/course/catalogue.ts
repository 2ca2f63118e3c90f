import { pagerOf } from "@/api/contract/pager";
import { cached, kept } from "@/db/answer-cache";
import type { Db } from "@/db/client";
import { dataVersion } from "@/db/data-version";
import { beijingTime } from "../../contract/beijing-time";
import type { CourseCenterPager, CourseItem, CoursePage, MyStudyingItem } from "../../contract/course";
import { type CourseItemRow, learnersOf, listCourses, listStudying, versionAndLearners } from "./catalogue/queries";

/** The home page's 继续学习 strip holds this many courses. */
const STUDYING_MAX = 6;

/** A course in a list (type 2 in mixed lists); lecturer stays the JSON text, as the list pages parse it themselves. */
export function courseItem(row: CourseItemRow): CourseItem {
  return {
    strId: row.strId,
    title: row.title,
    imageUrl: row.cover,
    descripts: row.summary,
    lecturer: row.lecturer,
    cateId: row.cateId ?? 0,
    cate: row.cate ?? "",
    isHot: row.isHot,
    type: 2,
    lessonCount: row.lessonCount,
    duration: row.duration,
    learners: row.learners,
  };
}

/** A page of courses as listCourses reads it. */
type Read = Awaited<ReturnType<typeof listCourses>>;

/**
 * learning/GetCourseCenterList: published courses with the catalogue filters (0 / empty is any). A newest-first page
 * is the same for everyone until a course, lesson or category is written, so it is kept per version of the courses'
 * data (db/answer-cache.ts) and only its learners are read afresh; the 最热 order follows the learners, so that page
 * is read afresh every time.
 */
export async function courseCenterPage(db: Db, p: CourseCenterPager): Promise<CoursePage> {
  const filter = {
    key: p.key,
    cateId: p.cateId > 0 ? p.cateId : undefined,
    isHot: p.isHot,
    columnType: p.columnType,
    specialColumnId: p.specialColumnId,
    industryIds: p.industry,
    tagGroups: [p.resources, p.theme],
  };
  const page = { offset: (p.currentPage - 1) * p.pageSize, limit: p.pageSize };
  let found: Read;
  if (p.orderType === 1) found = await listCourses(db, filter, { ...page, order: "learners" });
  else {
    const { read, learners } = await keptPage(db, `courses:${JSON.stringify(p)}`, () =>
      listCourses(db, filter, { ...page, order: "newest" }),
    );
    found = { total: read.total, rows: read.rows.map((r) => ({ ...r, learners: learners.get(r.id) ?? 0 })) };
  }
  return {
    list: found.rows.map(courseItem),
    pager: pagerOf(p.currentPage, p.pageSize, found.total),
  };
}

/**
 * A newest-first page as kept for the courses' current data version, with its courses' learners read afresh. A kept
 * page is checked with one read (the version and its learners together); a missing or outdated one is computed under
 * the version just read, then its learners read.
 */
async function keptPage(db: Db, key: string, compute: () => Promise<Read>) {
  const entry = kept<Read>(db, key);
  const before = entry && (await entry.value.catch(() => null));
  if (entry && before) {
    const now = await versionAndLearners(
      db,
      before.rows.map((r) => r.id),
    );
    if (now.version === entry.version) return { read: before, learners: now.learners };
    const read = await cached(db, now.version, key, compute);
    return {
      read,
      learners: await learnersOf(
        db,
        read.rows.map((r) => r.id),
      ),
    };
  }
  const read = await cached(db, await dataVersion(db, "courses"), key, compute);
  return {
    read,
    learners: await learnersOf(
      db,
      read.rows.map((r) => r.id),
    ),
  };
}

/** The published ones of these courses as list items, by course id (a special column's tab orders them itself). */
export async function courseItemsByIds(db: Db, ids: number[]): Promise<Map<number, CourseItem>> {
  if (!ids.length) return new Map();
  const { rows } = await listCourses(db, { ids }, { offset: 0, limit: ids.length, order: "newest" });
  return new Map(rows.map((r) => [r.id, courseItem(r)]));
}

/** MoocTraining/GetMyStudying: the person's unfinished courses, most recently studied first, with their progress (0-100). */
export async function myStudying(db: Db, userId: number): Promise<MyStudyingItem[]> {
  const rows = await listStudying(db, userId, STUDYING_MAX);
  return rows.map((r) => ({
    ...courseItem(r),
    progress: r.lessonCount ? Math.round((100 * r.finishedLessons) / r.lessonCount) : 0,
    lastStudyAt: beijingTime(r.lastStudyAt ?? r.startedAt!),
  }));
}

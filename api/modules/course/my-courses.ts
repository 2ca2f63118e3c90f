import { beijingTime } from "@/api/contract/beijing-time";
import type { MyCoursePage, MyCoursePager } from "@/api/contract/my-courses";
import { pagerOf } from "@/api/contract/pager";
import type { Conn } from "@/db/client";
import { courseCertificateNumbers } from "../certification/certificates/of-people";
import { myCourseRows } from "./study/queries";

export { finishedCourseTagIds } from "./study/queries";

/**
 * my/mycourse: one page of a tab of the person's own courses (published ones: an unpublished course has no page to
 * go on to). Progress is the share of lessons finished, rounded down.
 */
export async function myCoursePage(db: Conn, userId: number, p: MyCoursePager): Promise<MyCoursePage> {
  const { rows, total } = await myCourseRows(db, userId, p);
  const certificates = await courseCertificateNumbers(
    db,
    userId,
    rows.filter((r) => r.finishedAt).map((r) => r.courseId),
  );
  return {
    list: rows.map(({ courseId, finishedLessons: done, finishedAt, lastStudyAt, cateId, cate, ...r }) => ({
      ...r,
      cateId: cateId ?? 0,
      cate: cate ?? "",
      type: 2 as const,
      // A finished course stays at 100 even if an operator adds a lesson later.
      progress: finishedAt ? 100 : r.lessonCount ? Math.floor((done * 100) / r.lessonCount) : 0,
      lastStudyAt: lastStudyAt ? beijingTime(lastStudyAt) : "",
      certificateNumber: certificates.get(courseId) ?? "",
    })),
    pager: { ...pagerOf(p.currentPage, p.pageSize, total), type: p.type },
  };
}

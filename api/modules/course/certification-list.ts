import type { CertificationPage, CertificationPager } from "@/api/contract/course-catalogue";
import { pagerOf } from "@/api/contract/pager";
import type { Db } from "@/db/client";
import { courseItem } from "./catalogue";
import { type CourseFilter, countFinished, finishedOf, listCourseCategories, listCourses } from "./catalogue/queries";
import { courseSettingOptions } from "./course-filters";

/** The course setting (moocTraSeting) of a page of `type` as the catalogue's filter; a sub-category narrows the type. */
function settingFilter({ type, moocTraSeting: s }: CertificationPager): CourseFilter {
  const cateId = s.ChildrenId || type;
  return {
    cateId: cateId || undefined,
    isHot: s.isHot,
    industryIds: s.industry,
    tagGroups: [s.resources, s.theme, s.target, s.product, s.gangwei, s.growstep, s.certs, s.usertar],
  };
}

/**
 * MoocTraining/Certification and Certification3 (one answer, two layouts): a page of the type's courses with the
 * setting's filters, the panel's options, the type tabs, and what the signed-in person has learned (finished).
 */
export async function certificationPage(db: Db, userId: number | null, p: CertificationPager): Promise<CertificationPage> {
  const f = settingFilter(p);
  const { currentPage, pageSize } = p.basePager;
  const [{ rows, total }, traSeting, cates, finishedAll] = await Promise.all([
    listCourses(db, f, { offset: (currentPage - 1) * pageSize, limit: pageSize, order: "newest" }),
    courseSettingOptions(db),
    listCourseCategories(db),
    userId ? countFinished(db, f, userId) : 0,
  ]);
  const finished = userId
    ? await finishedOf(
        db,
        userId,
        rows.map((r) => r.id),
      )
    : new Set<number>();
  return {
    list: rows.map((r) => ({ ...courseItem(r), isLearned: finished.has(r.id) ? 1 : 0 })),
    pager: pagerOf(currentPage, pageSize, total),
    traSeting,
    cates: cates.map(({ id, name }) => ({ id, name })),
    isLearned: total > 0 && finishedAll === total ? 1 : 0,
  };
}

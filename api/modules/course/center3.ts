import type { Center3Page, Center3Pager } from "@/api/contract/course-catalogue";
import { pagerOf } from "@/api/contract/pager";
import type { Db } from "@/db/client";
import { courseItem } from "./catalogue";
import { listCourses } from "./catalogue/queries";
import { courseSettingOptions } from "./course-filters";

/** MoocTraining/Center3: published courses by the eight groups and 热门 (a course must match every group chosen). */
export async function center3Page(db: Db, p: Center3Pager): Promise<Center3Page> {
  const [{ rows, total }, traSeting] = await Promise.all([
    listCourses(
      db,
      {
        isHot: p.isHot,
        industryIds: p.industry,
        tagGroups: [p.target, p.resources, p.product, p.gangwei, p.growstep, p.certs, p.usertar],
      },
      { offset: (p.currentPage - 1) * p.pageSize, limit: p.pageSize, order: "newest" },
    ),
    courseSettingOptions(db),
  ]);
  return {
    list: rows.map(courseItem),
    pager: pagerOf(p.currentPage, p.pageSize, total),
    traSeting,
  };
}

import { pagerOf } from "@/api/contract/pager";
import type { Db } from "@/db/client";
import type { CourseItem } from "../../contract/course";
import type { Page } from "../../contract/pager";
import {
  SPECIAL_NOT_FOUND,
  type Special,
  type SpecialItem,
  type SpecialListPager,
  type SpecialRef,
  type SpecialTabsPager,
} from "../../contract/special";
import type { TrainingItem } from "../../contract/training";
import { fail } from "../../protocol/errors";
import { courseItemsByIds } from "../course/catalogue";
import { trainingItemsByIds } from "../training/catalogue";
import { findPublishedSpecial, findTab, listPublishedSpecials, listTabItemIds, listTabs } from "./queries";

/** learning/GetSpecialList. */
export async function specialPage(db: Db, p: SpecialListPager): Promise<Page<SpecialItem>> {
  const { rows, total } = await listPublishedSpecials(db, { offset: (p.currentPage - 1) * p.pageSize, limit: p.pageSize });
  return { list: rows, pager: pagerOf(p.currentPage, p.pageSize, total) };
}

async function requireSpecial(db: Db, specialId: number) {
  const s = await findPublishedSpecial(db, specialId);
  if (!s) fail(SPECIAL_NOT_FOUND);
  return s;
}

/** MoocTraining/GetSpecial: the page head with the tabs the role sees. */
export async function specialHead(db: Db, p: SpecialRef): Promise<Special> {
  const s = await requireSpecial(db, p.specialId);
  return { ...s, tabs: await listTabs(db, s.id, p.roleId) };
}

/**
 * One page of a tab's sessions or courses in the tab's order. A tab holds a few dozen items at most, so the ids are
 * read whole and the other module answers the published ones: counts and pages skip hidden items.
 */
async function tabPage<T>(
  db: Db,
  p: SpecialTabsPager,
  kind: "training" | "course",
  items: (db: Db, ids: number[]) => Promise<Map<number, T>>,
) {
  await requireSpecial(db, p.specialId);
  if (!(await findTab(db, p.specialId, p.tabsId, p.roleId))) fail("栏目不存在", "tabsId");
  const ids = await listTabItemIds(db, p.tabsId, kind);
  const found = await items(db, ids);
  const shown = ids.flatMap((id) => (found.has(id) ? [found.get(id)!] : []));
  const start = (p.currentPage - 1) * p.pageSize;
  return { list: shown.slice(start, start + p.pageSize), pager: pagerOf(p.currentPage, p.pageSize, shown.length) };
}

/** MoocTraining/SpecialTabsCourse. */
export const specialTabCourses = (db: Db, p: SpecialTabsPager): Promise<Page<CourseItem>> => tabPage(db, p, "course", courseItemsByIds);

/** MoocTraining/SpecialTabsZhibo. */
export const specialTabTrainings = (db: Db, p: SpecialTabsPager): Promise<Page<TrainingItem>> =>
  tabPage(db, p, "training", trainingItemsByIds);

import { INDUSTRY_OTHER_ID } from "@/api/contract/interest";
import gbt4754 from "../data/gbt-4754-2017.json";

/**
 * Industries derived from GB/T 4754-2017 (国民经济行业分类). No maintained npm package publishes it,
 * so data/gbt-4754-2017.json holds the standard's 门类 and 大类 as published; this shapes them:
 * - first level: the 20 门类 A..T with ids 1..20, plus 其他 with id 32 (the spec's "other");
 * - second level: the 大类 of each 门类 with id 100 + the two-digit code (01 农业 -> 101);
 *   a 门类 whose only 大类 repeats its name (房地产业, 教育, 国际组织) has no second level.
 */
export type IndustryRow = { id: number; parentId: number; title: string; sort: number };
export type TrainingIndustryRow = { id: number; title: string; sort: number };

const OTHER = "其他";
const DIVISION_ID_BASE = 100;

export function buildIndustries(): IndustryRow[] {
  const rows: IndustryRow[] = [];
  gbt4754.sections.forEach((section, i) => {
    const id = i + 1;
    rows.push({ id, parentId: 0, title: section.title, sort: id });
    const repeatsParent = section.divisions.length === 1 && section.divisions[0].title === section.title;
    if (repeatsParent) return;
    for (const [j, d] of section.divisions.entries()) {
      rows.push({ id: DIVISION_ID_BASE + Number(d.code), parentId: id, title: d.title, sort: j + 1 });
    }
  });
  rows.push({ id: INDUSTRY_OTHER_ID, parentId: 0, title: OTHER, sort: gbt4754.sections.length + 1 });
  return rows;
}

/** Training industries: the same 门类 as a flat list (the sign-up forms ask one level), ids shared with the first level. */
export function buildTrainingIndustries(): TrainingIndustryRow[] {
  return buildIndustries()
    .filter((r) => r.parentId === 0)
    .map(({ id, title, sort }) => ({ id, title, sort }));
}

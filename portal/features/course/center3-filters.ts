import { CENTER3_GROUPS } from "@/api/contract/course-catalogue";
import { choiceQuery, type FilterChoice, parseChoice, parsePage, withQuery } from "./filter-groups";

type Center3Group = (typeof CENTER3_GROUPS)[number];

/** /MoocTraining/Center3's address: the eight groups (spec 001), 热门 only, and the desktop's page. */
export type Center3Filters = FilterChoice<Center3Group> & { isHot: 0 | 1; page: number };
export type Center3Search = Partial<Record<Center3Group | "isHot" | "page", string>>;

export const parseCenter3Filters = (search: Center3Search): Center3Filters => ({
  ...parseChoice(search, CENTER3_GROUPS),
  isHot: search.isHot === "1" ? 1 : 0,
  page: parsePage(search.page),
});

export function center3Href(f: Center3Filters) {
  const parts = choiceQuery(f, CENTER3_GROUPS);
  if (f.isHot) parts.push("isHot=1");
  if (f.page > 1) parts.push(`page=${f.page}`);
  return withQuery("/MoocTraining/Center3", parts);
}

/** MoocTraining/Center3's fields for these filters. */
export const center3Payload = ({ page: _page, ...rest }: Center3Filters) => rest;

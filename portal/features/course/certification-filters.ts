import { SETTING_TAG_GROUPS } from "@/api/contract/course-catalogue";
import { choiceQuery, type FilterChoice, parseChoice, parsePage, withQuery } from "./filter-groups";

/** The course setting's groups (spec 001 section 3): industries and every kind of learning tag. */
export const CERT_GROUPS = ["industry", ...SETTING_TAG_GROUPS] as const;
type CertGroup = (typeof CERT_GROUPS)[number];

export type CertPath = "/MoocTraining/Certification" | "/MoocTraining/Certification3";

/** A certification page's address: the category (type, 0 all), the setting, 热门 only, and the desktop's page. */
export type CertFilters = FilterChoice<CertGroup> & { type: number; isHot: 0 | 1; page: number };
export type CertSearch = Partial<Record<CertGroup | "type" | "isHot" | "page", string>>;

export const parseCertFilters = (search: CertSearch): CertFilters => {
  const type = Number(search.type);
  return {
    ...parseChoice(search, CERT_GROUPS),
    type: Number.isInteger(type) && type > 0 && type <= 2_147_483_647 ? type : 0,
    isHot: search.isHot === "1" ? 1 : 0,
    page: parsePage(search.page),
  };
};

export function certHref(path: CertPath, f: CertFilters) {
  const parts = choiceQuery(f, CERT_GROUPS);
  if (f.type) parts.unshift(`type=${f.type}`);
  if (f.isHot) parts.push("isHot=1");
  if (f.page > 1) parts.push(`page=${f.page}`);
  return withQuery(path, parts);
}

/** MoocTraining/Certification's fields for these filters (the page goes in basePager). */
export const certPayload = ({ type, isHot, page: _page, ...choice }: CertFilters) => ({ type, moocTraSeting: { ...choice, isHot } });

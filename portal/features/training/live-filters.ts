import { type LearningColumn, parseColumn } from "@/portal/lib/learning-columns";
import { type ListSearch, PANEL_GROUPS, type PanelChoice, type PanelGroup, panelCount, parseListFilters } from "./list-filters";

/**
 * The live list's filters (/Learning/List?isLive=1, /Training/CateList): the category tab, the learning column, the
 * live status (-1 any, 1 not begun, 0 live, 2 ended), the order (0 soonest first, 1 newest), the filter panel's
 * industries and learning tags (as /Training/List's), and the desktop's page.
 */
export type LiveFilters = PanelChoice & { cateId: number; columnType: LearningColumn; status: number; orderType: 0 | 1; page: number };

export const NO_LIVE_FILTERS: LiveFilters = {
  cateId: 0,
  columnType: 0,
  status: -1,
  orderType: 0,
  industry: [],
  resource: [],
  product: [],
  gangwei: [],
  page: 1,
};

export type LiveSearch = Pick<ListSearch, "cateId" | "status" | "orderType" | "page" | PanelGroup> & { columnType?: string };

/** The address's query as filters; anything unknown or malformed means "any". */
export function parseLiveFilters(search: LiveSearch): LiveFilters {
  const { cateId, status, orderType, page, industry, resource, product, gangwei } = parseListFilters(search);
  return { cateId, columnType: parseColumn(search.columnType), status, orderType, industry, resource, product, gangwei, page };
}

/** The filters as query parts, leaving out what means "any" so addresses stay short. */
export function liveQuery(f: LiveFilters) {
  const parts: string[] = [];
  if (f.cateId > 0) parts.push(`cateId=${f.cateId}`);
  if (f.columnType) parts.push(`columnType=${f.columnType}`);
  for (const group of PANEL_GROUPS) if (f[group].length) parts.push(`${group}=${f[group].join(",")}`);
  if (f.status !== -1) parts.push(`status=${f.status}`);
  if (f.orderType) parts.push(`orderType=1`);
  if (f.page > 1) parts.push(`page=${f.page}`);
  return parts;
}

/** A change of filters starts again at page 1. */
export const withLive = (f: LiveFilters, change: Partial<Omit<LiveFilters, "page">>): LiveFilters => ({ ...f, ...change, page: 1 });

/** Whether anything narrows the list (the empty state then offers 清除筛选); the order narrows nothing. */
export const liveFiltered = (f: LiveFilters) => f.cateId > 0 || f.columnType > 0 || f.status !== -1 || panelCount(f) > 0;

/** Training/GetCateList's pager fields for these filters (the page comes from the list's own paging). */
export const livePayload = (f: LiveFilters) => ({
  cateId: f.cateId,
  columnType: f.columnType,
  status: f.status,
  orderType: f.orderType,
  industry: f.industry,
  resource: f.resource,
  product: f.product,
  gangwei: f.gangwei,
});

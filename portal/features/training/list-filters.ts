import type { TrainingListPage } from "@/api/contract/training";
import { TIME_STATUS_TEXT } from "./time-status";

/** The filter panel's groups (spec 001 "Training list"), named as Training/GetList3 and the address name them. */
export const PANEL_GROUPS = ["industry", "resource", "product", "gangwei"] as const;
export type PanelGroup = (typeof PANEL_GROUPS)[number];
export type PanelChoice = Record<PanelGroup, number[]>;

export const PANEL_GROUP_TEXT: Record<PanelGroup, string> = { industry: "行业", resource: "资源类型", product: "产品", gangwei: "岗位" };

/** The training list's filters as /Training/List's address carries them (plain text, so a filtered list can be linked). */
export type TrainingListFilters = PanelChoice & {
  cateId: number;
  /** Training/GetList3's status: -1 any, 1 not begun, 0 live, 2 ended. */
  status: number;
  isHot: 0 | 1;
  /** 1: newest first (最新发布); 0: the API's default, sessions still to come soonest first (最近开播). */
  orderType: 0 | 1;
  page: number;
};

const NO_PANEL_CHOICE: PanelChoice = { industry: [], resource: [], product: [], gangwei: [] };

/** The status tabs in the order a learner reads them. */
export const STATUS_TABS = [-1, 1, 0, 2].map((value) => ({ value, label: value === -1 ? "全部" : TIME_STATUS_TEXT[value] }));

export const ORDER_TABS = [
  { value: 0, label: "最近开播" },
  { value: 1, label: "最新发布" },
] as const;

const MAX_IDS = 50; // the API's limit per group

const count = (text: string | undefined, min: number) => {
  const n = Number(text);
  return text && Number.isInteger(n) && n >= min ? n : min;
};

/** '3,7' (or repeated commas, junk) as sorted distinct positive ids, so one choice is one cache key. */
export function parseIds(text: string | undefined): number[] {
  const ids = (text ?? "")
    .split(",")
    .map((p) => Number(p.trim()))
    .filter((n) => Number.isInteger(n) && n > 0 && n <= 2_147_483_647);
  return [...new Set(ids)].sort((a, b) => a - b).slice(0, MAX_IDS);
}

/** /Training/List's query values, as typed or linked. */
export type ListSearch = Partial<Record<"cateId" | "status" | "isHot" | "orderType" | PanelGroup | "page", string>>;

/** The address's query as filters; anything unknown or malformed means "any". */
export function parseListFilters(search: ListSearch): TrainingListFilters {
  const status = Number(search.status);
  return {
    cateId: count(search.cateId, 0),
    status: search.status !== undefined && search.status !== "" && [0, 1, 2].includes(status) ? status : -1,
    isHot: search.isHot === "1" ? 1 : 0,
    orderType: search.orderType === "1" ? 1 : 0,
    industry: parseIds(search.industry),
    resource: parseIds(search.resource),
    product: parseIds(search.product),
    gangwei: parseIds(search.gangwei),
    page: count(search.page, 1),
  };
}

/** The filters as query values, leaving out what means "any" so addresses stay short. */
function listSearch(f: TrainingListFilters): Record<string, string> {
  const search: Record<string, string> = {};
  if (f.cateId > 0) search.cateId = String(f.cateId);
  for (const group of PANEL_GROUPS) if (f[group].length) search[group] = f[group].join(",");
  if (f.status !== -1) search.status = String(f.status);
  if (f.isHot) search.isHot = "1";
  if (f.orderType) search.orderType = "1";
  if (f.page > 1) search.page = String(f.page);
  return search;
}

/** /Training/List with these filters; ids stay '3,7' as the spec writes them. */
export function trainingListHref(f: TrainingListFilters) {
  const query = Object.entries(listSearch(f))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
  return `/Training/List${query ? `?${query}` : ""}`;
}

/** A change of filters starts again at page 1. */
export const withFilters = (f: TrainingListFilters, change: Partial<Omit<TrainingListFilters, "page">>): TrainingListFilters => ({
  ...f,
  ...change,
  page: 1,
});

/** Chips chosen in the panel: the number on the 筛选 button. */
export const panelCount = (f: PanelChoice) => PANEL_GROUPS.reduce((n, g) => n + f[g].length, 0);

/** Whether anything narrows the list (the empty state then offers 清除筛选). */
export const isFiltered = (f: TrainingListFilters) => panelCount(f) > 0 || f.cateId > 0 || f.status !== -1 || f.isHot === 1;

/** Everything cleared, the order kept (it narrows nothing). */
export const clearedFilters = (f: TrainingListFilters): TrainingListFilters => ({
  ...f,
  ...NO_PANEL_CHOICE,
  cateId: 0,
  status: -1,
  isHot: 0,
  page: 1,
});

/** The panel's options by group, each with its name (industries carry a title). */
export const panelOptions = (options: TrainingListPage["traSeting"]) => ({
  industry: options.industry.map((o) => ({ id: o.id, name: o.title })),
  resource: options.resource,
  product: options.product,
  gangwei: options.gangwei,
});

/** Training/GetList3's pager fields for these filters (the page comes from the list's own paging). */
export const listPayload = (f: TrainingListFilters) => ({
  cateId: f.cateId,
  status: f.status,
  isHot: f.isHot,
  orderType: f.orderType,
  industry: f.industry,
  resource: f.resource,
  product: f.product,
  gangwei: f.gangwei,
});

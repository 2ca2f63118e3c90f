import { choiceQuery, chosenCount, type FilterChoice, noChoice, parseChoice, parsePage, withChange, withQuery } from "./filter-groups";

/** The course center's tag groups (spec 001: industry, resources, theme), as learning/GetCourseCenterList names them. */
export const CENTER_GROUPS = ["industry", "resources", "theme"] as const;
export type CenterGroup = (typeof CENTER_GROUPS)[number];
export type CenterChoice = FilterChoice<CenterGroup>;

export const NO_CENTER_CHOICE: CenterChoice = noChoice(CENTER_GROUPS);

/**
 * The learning pages' columns (spec 001: columnType 1 product, 2 industry, 3 agency, 4 hot topic; 5, the list, is the
 * whole course center, as is no column).
 */
export const CENTER_COLUMNS = [
  { value: 0, tab: "全部", title: "课程中心" },
  { value: 1, tab: "产品", title: "产品课程" },
  { value: 2, tab: "行业", title: "行业课程" },
  { value: 3, tab: "代理商", title: "代理商课程" },
  { value: 4, tab: "热点专题", title: "热点专题" },
] as const;
type CenterColumn = (typeof CENTER_COLUMNS)[number]["value"];

/** /Learning/List's course filters: the column, the tags, the order (0 newest, 1 most learners) and the desktop's page. */
export type CenterFilters = CenterChoice & { columnType: CenterColumn; orderType: 0 | 1; page: number };

export const CENTER_ORDERS = [
  { value: 0, label: "最新" },
  { value: 1, label: "最热" },
] as const;

export type CenterSearch = Partial<Record<CenterGroup | "columnType" | "orderType" | "page", string>>;

/** The address's query as filters; anything malformed means "any". */
export const parseCenterFilters = (search: CenterSearch): CenterFilters => ({
  ...parseChoice(search, CENTER_GROUPS),
  columnType: CENTER_COLUMNS.find((c) => c.value > 0 && String(c.value) === search.columnType)?.value ?? 0,
  orderType: search.orderType === "1" ? 1 : 0,
  page: parsePage(search.page),
});

/** /Learning/List with these filters, leaving out what means "any" so addresses stay short. */
export function centerHref(f: CenterFilters) {
  const parts = choiceQuery(f, CENTER_GROUPS);
  if (f.columnType) parts.unshift(`columnType=${f.columnType}`);
  if (f.orderType) parts.push("orderType=1");
  if (f.page > 1) parts.push(`page=${f.page}`);
  return withQuery("/Learning/List", parts);
}

export const withCenter = withChange<CenterFilters>;

export const centerChosen = (f: CenterChoice) => chosenCount(f, CENTER_GROUPS);

/** The page's heading: the column's name, or 课程中心. */
export const centerTitle = (f: CenterFilters) => CENTER_COLUMNS.find((c) => c.value === f.columnType)!.title;

/** learning/GetCourseCenterList's fields for these filters (columnType 0: every column's courses). */
export const centerPayload = (f: CenterFilters) => ({
  columnType: f.columnType,
  orderType: f.orderType,
  industry: f.industry,
  resources: f.resources,
  theme: f.theme,
});

import { LEARNING_COLUMNS, type LearningColumn, parseColumn } from "@/portal/lib/learning-columns";
import { choiceQuery, chosenCount, type FilterChoice, noChoice, parseChoice, parsePage, withChange, withQuery } from "./filter-groups";

/** The course center's tag groups (spec 001: industry, resources, theme), as learning/GetCourseCenterList names them. */
export const CENTER_GROUPS = ["industry", "resources", "theme"] as const;
export type CenterGroup = (typeof CENTER_GROUPS)[number];
export type CenterChoice = FilterChoice<CenterGroup>;

export const NO_CENTER_CHOICE: CenterChoice = noChoice(CENTER_GROUPS);

/** /Learning/List's course filters: the column, the tags, the order (0 newest, 1 most learners) and the desktop's page. */
export type CenterFilters = CenterChoice & { columnType: LearningColumn; orderType: 0 | 1; page: number };

export const CENTER_ORDERS = [
  { value: 0, label: "最新" },
  { value: 1, label: "最热" },
] as const;

export type CenterSearch = Partial<Record<CenterGroup | "columnType" | "orderType" | "page", string>>;

/** The address's query as filters; anything malformed means "any". */
export const parseCenterFilters = (search: CenterSearch): CenterFilters => ({
  ...parseChoice(search, CENTER_GROUPS),
  columnType: parseColumn(search.columnType),
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
export const centerTitle = (f: CenterFilters) => LEARNING_COLUMNS.find((c) => c.value === f.columnType)!.title;

/** learning/GetCourseCenterList's fields for these filters (columnType 0: every column's courses). */
export const centerPayload = (f: CenterFilters) => ({
  columnType: f.columnType,
  orderType: f.orderType,
  industry: f.industry,
  resources: f.resources,
  theme: f.theme,
});

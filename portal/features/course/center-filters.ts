/** The course center's tag groups (spec 001: industry, resources, theme), as learning/GetCourseCenterList names them. */
export const CENTER_GROUPS = ["industry", "resources", "theme"] as const;
export type CenterGroup = (typeof CENTER_GROUPS)[number];
export type CenterChoice = Record<CenterGroup, number[]>;

export const CENTER_GROUP_TEXT: Record<CenterGroup, string> = { industry: "行业", resources: "资源类型", theme: "主题" };

export const NO_CENTER_CHOICE: CenterChoice = { industry: [], resources: [], theme: [] };

/** /Learning/List's course filters: the tags, the order (0 newest, 1 most learners) and the desktop's page. */
export type CenterFilters = CenterChoice & { orderType: 0 | 1; page: number };

export const CENTER_ORDERS = [
  { value: 0, label: "最新" },
  { value: 1, label: "最热" },
] as const;

const MAX_IDS = 50; // the API's limit per group

/** '3,7' (or junk) as sorted distinct positive ids, so one choice is one cache key. */
function parseIds(text: string | undefined): number[] {
  const ids = (text ?? "")
    .split(",")
    .map((p) => Number(p.trim()))
    .filter((n) => Number.isInteger(n) && n > 0 && n <= 2_147_483_647);
  return [...new Set(ids)].sort((a, b) => a - b).slice(0, MAX_IDS);
}

export type CenterSearch = Partial<Record<CenterGroup | "orderType" | "page", string>>;

/** The address's query as filters; anything malformed means "any". */
export function parseCenterFilters(search: CenterSearch): CenterFilters {
  const page = Number(search.page);
  return {
    industry: parseIds(search.industry),
    resources: parseIds(search.resources),
    theme: parseIds(search.theme),
    orderType: search.orderType === "1" ? 1 : 0,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** /Learning/List with these filters, leaving out what means "any" so addresses stay short. */
export function centerHref(f: CenterFilters) {
  const parts: string[] = [];
  for (const g of CENTER_GROUPS) if (f[g].length) parts.push(`${g}=${f[g].join(",")}`);
  if (f.orderType) parts.push("orderType=1");
  if (f.page > 1) parts.push(`page=${f.page}`);
  return `/Learning/List${parts.length ? `?${parts.join("&")}` : ""}`;
}

/** A change of filters starts again at page 1. */
export const withCenter = (f: CenterFilters, change: Partial<Omit<CenterFilters, "page">>): CenterFilters => ({
  ...f,
  ...change,
  page: 1,
});

export const centerChosen = (f: CenterChoice) => CENTER_GROUPS.reduce((n, g) => n + f[g].length, 0);

/** A chip pressed: chosen if it was not, else no longer. */
export const toggleId = (ids: number[], id: number) =>
  ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id].sort((a, b) => a - b);

/** learning/GetCourseCenterList's fields for these filters; no columnType, the center holds every column's courses. */
export const centerPayload = (f: CenterFilters) => ({
  orderType: f.orderType,
  industry: f.industry,
  resources: f.resources,
  theme: f.theme,
});

import type { CourseSettingOptions, SettingTagGroup } from "@/api/contract/course-catalogue";
import { TAG_KIND_LABELS } from "@/api/contract/learning-admin";

/** A catalogue filter group: the training industries, or a kind of learning tag. */
export type FilterGroup = "industry" | SettingTagGroup;
export type FilterOption = { id: number; name: string };
export type FilterOptions<G extends FilterGroup> = Record<G, FilterOption[]>;
export type FilterChoice<G extends FilterGroup> = Record<G, number[]>;

export const GROUP_TEXT: Record<FilterGroup, string> = { industry: "行业", ...TAG_KIND_LABELS };

const MAX_IDS = 50; // the API's limit per group

/** '3,7' (or junk) as sorted distinct positive ids, so one choice is one cache key. */
function parseIds(text: string | undefined): number[] {
  const ids = (text ?? "")
    .split(",")
    .map((p) => Number(p.trim()))
    .filter((n) => Number.isInteger(n) && n > 0 && n <= 2_147_483_647);
  return [...new Set(ids)].sort((a, b) => a - b).slice(0, MAX_IDS);
}

/** The address's query as the chosen ids of `groups`; anything malformed means "any". */
export const parseChoice = <G extends FilterGroup>(search: Partial<Record<G, string>>, groups: readonly G[]) =>
  Object.fromEntries(groups.map((g) => [g, parseIds(search[g])])) as FilterChoice<G>;

export const noChoice = <G extends FilterGroup>(groups: readonly G[]) =>
  Object.fromEntries(groups.map((g) => [g, []])) as unknown as FilterChoice<G>;

/** The query parts of a choice ('industry=3,7'), leaving out what means "any" so addresses stay short. */
export const choiceQuery = <G extends FilterGroup>(choice: FilterChoice<G>, groups: readonly G[]) =>
  groups.filter((g) => choice[g].length).map((g) => `${g}=${choice[g].join(",")}`);

export const chosenCount = <G extends FilterGroup>(choice: FilterChoice<G>, groups: readonly G[]) =>
  groups.reduce((n, g) => n + choice[g].length, 0);

/** A change of filters starts again at page 1. */
export const withChange = <F extends { page: number }>(f: F, change: Partial<Omit<F, "page">>): F => ({ ...f, ...change, page: 1 });

/** A path with its query parts. */
export const withQuery = (path: string, parts: string[]) => `${path}${parts.length ? `?${parts.join("&")}` : ""}`;

/** A desktop page number from the address: 1 unless a whole number above 1. */
export const parsePage = (text: string | undefined) => {
  const page = Number(text);
  return Number.isInteger(page) && page > 1 ? page : 1;
};

/** The answer's traSeting as the panel's options (industries carry a title, tags a name). */
export const settingOptions = ({ industry, ...tags }: CourseSettingOptions): FilterOptions<FilterGroup> => ({
  industry: industry.map((o) => ({ id: o.id, name: o.title })),
  ...tags,
});

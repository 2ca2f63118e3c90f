import * as v from "valibot";
import { defineCall } from "./call";
import type { Pager } from "./pager";
import { intLike, PageSchema, pageSizeSchema, unsetAsAll } from "./pager";

/** Result types (spec 000 section 9): 1 live, 2 course, 3 article, 4 help center, and ours 5 position; 0 on the tabs means all. */
export const SEARCH_TYPE_LABELS: Record<number, string> = { 1: "直播", 2: "课程", 3: "文章", 4: "帮助中心", 5: "职位" };

/** The longest query we take: the header input's maxLength. */
export const SEARCH_KEY_MAX = 50;

const KeySchema = v.pipe(
  v.optional(v.string(), ""),
  v.transform((s) => s.trim().slice(0, SEARCH_KEY_MAX)),
);

/** search/SearchListEdu and search/SearchList: {key, currentPage, id}; id (or t) picks the type tab, 0 or -1 all. */
const SearchPagerSchema = v.pipe(
  v.object({
    key: KeySchema,
    currentPage: PageSchema,
    pageSize: pageSizeSchema(10),
    id: v.optional(intLike),
    t: v.optional(intLike),
  }),
  v.transform(({ id, t, ...rest }) => ({ ...rest, type: unsetAsAll(t ?? id ?? 0) })),
  v.check((p) => p.type === 0 || SEARCH_TYPE_LABELS[p.type] !== undefined, "参数错误"),
);
export type SearchPager = v.InferOutput<typeof SearchPagerSchema>;

/** Search/SearchNav: the overlay's live suggestions, pageSize 4 (spec 000 section 9). */
const SearchNavSchema = v.object({ key: KeySchema, currentPage: PageSchema, pageSize: pageSizeSchema(4) });
export type SearchNav = v.InferOutput<typeof SearchNavSchema>;

/** A text cut into alternating parts: even indexes plain, odd indexes the matched words (rendered as text, never HTML). */
export type Marked = string[];

/** One search result (spec 000 section 4: t, typeId, strId, title, descripts) with its label, link and highlights. */
export type SearchItem = {
  t: number;
  typeName: string;
  typeId: number;
  strId: string;
  title: string;
  descripts: string;
  url: string;
  titleParts: Marked;
  descriptsParts: Marked;
};

/** The suggestions' page (Search/SearchNav). */
export type SearchNavPage = { list: SearchItem[]; pager: Pager & { key: string } };
/** A results page of one tab (id: the type, 0 all), with the matches per type ("0" is all). */
export type SearchPage = { list: SearchItem[]; pager: Pager & { key: string; id: number }; counts: Record<string, number> };
/** Search/getlist: hot terms, the searcher's history and the input's suggested term. */
export type SearchLists = { hot: string[]; history: string[]; input: string };

/* The calls (the server's search module). */
export const searchSearchListEduCall = defineCall({ path: "search/SearchListEdu", input: SearchPagerSchema }).returns<SearchPage>();
export const searchSearchListCall = defineCall({ path: "search/SearchList", input: SearchPagerSchema }).returns<SearchPage>();
export const searchSearchNavCall = defineCall({ path: "Search/SearchNav", input: SearchNavSchema }).returns<SearchNavPage>();
export const searchGetlistCall = defineCall({ path: "Search/getlist" }).returns<SearchLists>();
export const searchClearHistoryCall = defineCall({ path: "Search/ClearHistory" }).returns<Record<string, never>>();

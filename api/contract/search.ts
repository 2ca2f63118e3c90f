import * as v from "valibot";
import { intLike, PageSchema, pageSizeSchema } from "./pager";

/** Result types (spec 000 section 9): 1 live, 2 course, 3 article, 4 help center; 0 on the tabs means all. */
export const SEARCH_TYPE_LABELS: Record<number, string> = { 1: "直播", 2: "课程", 3: "文章", 4: "帮助中心" };

/** The longest query we take: the header input's maxLength. */
export const SEARCH_KEY_MAX = 50;

const KeySchema = v.pipe(
  v.optional(v.string(), ""),
  v.transform((s) => s.trim().slice(0, SEARCH_KEY_MAX)),
);

/** search/SearchListEdu and search/SearchList: {key, currentPage, id}; id (or t) picks the type tab, 0 all. */
export const SearchPagerSchema = v.pipe(
  v.object({
    key: KeySchema,
    currentPage: PageSchema,
    pageSize: pageSizeSchema(10),
    id: v.optional(intLike),
    t: v.optional(intLike),
  }),
  v.transform(({ id, t, ...rest }) => ({ ...rest, type: t ?? id ?? 0 })),
  v.check((p) => p.type >= 0 && p.type <= 4, "参数错误"),
);
export type SearchPager = v.InferOutput<typeof SearchPagerSchema>;

/** Search/SearchNav: the overlay's live suggestions, pageSize 4 (spec 000 section 9). */
export const SearchNavSchema = v.object({ key: KeySchema, currentPage: PageSchema, pageSize: pageSizeSchema(4) });
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

import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { PACK_SEARCH_PAGE_SIZE, type PACK_SEARCH_TYPES, type PackSearchItem, studyPackSearchCall } from "@/api/contract/study";
import { api } from "../../lib/api";
import { STUDY_KEYS } from "./keys";

/** Spec 001 section 9: a page of fewer than 20 rows is the last. */
export const nextSearchPage = (last: PackSearchItem[], pages: PackSearchItem[][]) =>
  last.length < PACK_SEARCH_PAGE_SIZE ? undefined : pages.length + 1;

/** A search tab: 1 我学过的 (keyword optional), 2 搜索 (a keyword needed: nothing is sent without one). */
export type SearchTab = (typeof PACK_SEARCH_TYPES)[number];

const searchQueryOptions = (packId: number, type: SearchTab, key: string) =>
  infiniteQueryOptions({
    queryKey: STUDY_KEYS.search(packId, type, key),
    queryFn: ({ pageParam }) => api.query(studyPackSearchCall, { packId, type, pageNum: pageParam, key }).then((d) => d.list),
    initialPageParam: 1,
    getNextPageParam: nextSearchPage,
    enabled: type === 1 || key !== "",
  });

/** study/GetCourseList {packId, type, pageNum, key}: 20 a page, more as the panel is scrolled. */
export const usePackSearch = (packId: number, type: SearchTab, key: string) => useInfiniteQuery(searchQueryOptions(packId, type, key));

export type SearchPages = InfiniteData<PackSearchItem[], number>;

/** Every cached row of the pack's searches that is this course or session gets `status` (1 added, 0 removed). */
export const markRows = (pages: SearchPages | undefined, item: { courseType: number; strId: string }, status: 0 | 1) =>
  pages && {
    ...pages,
    pages: pages.pages.map((rows) => rows.map((r) => (r.courseType === item.courseType && r.strId === item.strId ? { ...r, status } : r))),
  };

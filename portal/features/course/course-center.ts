import { infiniteQueryOptions, queryOptions, useSuspenseInfiniteQuery, useSuspenseQuery } from "@tanstack/react-query";
import { learningGetCourseCenterListCall } from "@/api/contract/course";
import { api } from "../../lib/api";
import { type CenterFilters, centerPayload } from "./center-filters";

/** Three rows of four on desktops. */
const CENTER_PAGE_SIZE = 12;

const fetchCenterPage = (f: CenterFilters, currentPage: number) =>
  api.query(learningGetCourseCenterListCall, { ...centerPayload(f), currentPage, pageSize: CENTER_PAGE_SIZE });

const centerKey = (f: CenterFilters) => ["course", "center", centerPayload(f)] as const;

/** The desktop's numbered pages (the page is the address's). */
export const getCourseCenterQueryOptions = (f: CenterFilters) =>
  queryOptions({ queryKey: [...centerKey(f), f.page], queryFn: () => fetchCenterPage(f, f.page) });

export const useCourseCenter = (f: CenterFilters) => useSuspenseQuery(getCourseCenterQueryOptions(f)).data;

/** The phone's load-more list. */
export const getCourseCenterInfiniteOptions = (f: CenterFilters) =>
  infiniteQueryOptions({
    queryKey: [...centerKey(f), "more"],
    queryFn: ({ pageParam }) => fetchCenterPage(f, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pager.currentPage < last.pager.totalPage ? last.pager.currentPage + 1 : undefined),
  });

export const useCourseCenterMore = (f: CenterFilters) => useSuspenseInfiniteQuery(getCourseCenterInfiniteOptions(f));

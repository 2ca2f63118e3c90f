import { infiniteQueryOptions, queryOptions, useSuspenseInfiniteQuery, useSuspenseQuery } from "@tanstack/react-query";
import { type MyCourseType, myMycourseCall } from "@/api/contract/my-courses";
import { api } from "../../lib/api";
import { MY_COURSE_KEYS } from "../../lib/query-keys";

const MY_COURSE_PAGE_SIZE = 12;

/** my/mycourse {currentPage, type}: one page of a tab (spec 001: the page posts to its own URL). */
const fetchMyCoursePage = (type: MyCourseType, currentPage: number) =>
  api.query(myMycourseCall, { type, currentPage, pageSize: MY_COURSE_PAGE_SIZE });

/** The desktop's numbered pages. */
export const getMyCoursePageQueryOptions = (type: MyCourseType, page: number) =>
  queryOptions({ queryKey: [...MY_COURSE_KEYS.all, type, page], queryFn: () => fetchMyCoursePage(type, page) });

export const useMyCoursePage = (type: MyCourseType, page: number) => useSuspenseQuery(getMyCoursePageQueryOptions(type, page)).data;

/** The phone's load-more list. */
export const getMyCourseMoreQueryOptions = (type: MyCourseType) =>
  infiniteQueryOptions({
    queryKey: [...MY_COURSE_KEYS.all, type, "more"],
    queryFn: ({ pageParam }) => fetchMyCoursePage(type, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pager.currentPage < last.pager.totalPage ? last.pager.currentPage + 1 : undefined),
  });

export const useMyCourseMore = (type: MyCourseType) => useSuspenseInfiniteQuery(getMyCourseMoreQueryOptions(type));

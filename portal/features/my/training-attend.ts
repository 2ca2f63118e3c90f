import { infiniteQueryOptions, queryOptions, useSuspenseInfiniteQuery, useSuspenseQuery } from "@tanstack/react-query";
import { myTrainingattendCall } from "@/api/contract/my-courses";
import { api } from "../../lib/api";

const ATTEND_PAGE_SIZE = 10;
const ATTEND_KEY = ["my", "trainingattend"] as const;

/** my/trainingattend: one page of the sessions the person signed up for. */
const fetchAttendPage = (currentPage: number) => api.query(myTrainingattendCall, { currentPage, pageSize: ATTEND_PAGE_SIZE });

/** The desktop's numbered pages. */
export const getTrainingAttendPageQueryOptions = (page: number) =>
  queryOptions({ queryKey: [...ATTEND_KEY, page], queryFn: () => fetchAttendPage(page) });

export const useTrainingAttendPage = (page: number) => useSuspenseQuery(getTrainingAttendPageQueryOptions(page)).data;

/** The phone's load-more list. */
export const getTrainingAttendMoreQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...ATTEND_KEY, "more"],
    queryFn: ({ pageParam }) => fetchAttendPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pager.currentPage < last.pager.totalPage ? last.pager.currentPage + 1 : undefined),
  });

export const useTrainingAttendMore = () => useSuspenseInfiniteQuery(getTrainingAttendMoreQueryOptions());

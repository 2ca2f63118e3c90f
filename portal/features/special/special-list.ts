import { infiniteQueryOptions, queryOptions, useSuspenseInfiniteQuery, useSuspenseQuery } from "@tanstack/react-query";
import { learningGetSpecialListCall } from "@/api/contract/special";
import { api } from "../../lib/api";
import { nextPage } from "./paged";

/** Three rows of three on desktops. */
const PAGE_SIZE = 9;

/** learning/GetSpecialList: the published special columns. */
const fetchSpecialList = (currentPage: number) => api.query(learningGetSpecialListCall, { currentPage, pageSize: PAGE_SIZE });

export const getSpecialListQueryOptions = (page: number) =>
  queryOptions({ queryKey: ["special", "list", page], queryFn: () => fetchSpecialList(page) });

export const useSpecialList = (page: number) => useSuspenseQuery(getSpecialListQueryOptions(page)).data;

export const getSpecialListInfiniteOptions = () =>
  infiniteQueryOptions({
    queryKey: ["special", "list", "more"],
    queryFn: ({ pageParam }) => fetchSpecialList(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const useSpecialListMore = () => useSuspenseInfiniteQuery(getSpecialListInfiniteOptions());

import { infiniteQueryOptions, useSuspenseInfiniteQuery } from "@tanstack/react-query";
import { type PositionFilter, zhaopinPositionListCall } from "@/api/contract/zhaopin-positions";
import { api } from "../../../lib/api";
import { ZHAOPIN_KEYS } from "./keys";

const PAGE_SIZE = 10;

/** The next page while currentPage is not past totalPage (spec 001 section 9). */
export const nextPageOf = (last: { pager: { currentPage: number; totalPage: number } }) =>
  last.pager.currentPage < last.pager.totalPage ? last.pager.currentPage + 1 : undefined;

/** ZhaoPin/PositionList {currentPage, ...filters}: open positions, newest first. */
export const getPositionListQueryOptions = (f: PositionFilter) =>
  infiniteQueryOptions({
    queryKey: ZHAOPIN_KEYS.list(f),
    queryFn: ({ pageParam }) => api.query(zhaopinPositionListCall, { currentPage: pageParam, pageSize: PAGE_SIZE, ...f }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

export const usePositionList = (f: PositionFilter) => useSuspenseInfiniteQuery(getPositionListQueryOptions(f));

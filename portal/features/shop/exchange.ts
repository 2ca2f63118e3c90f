import { infiniteQueryOptions, useSuspenseInfiniteQuery } from "@tanstack/react-query";
import { jshopExchangeCall } from "@/api/contract/shop";
import { api } from "../../lib/api";
import { SHOP_KEYS } from "./keys";

const PAGE_SIZE = 10;

/** jshop/Exchange {currentPage}: a page of the person's orders, newest first. */
export const getExchangeQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: SHOP_KEYS.exchange,
    queryFn: ({ pageParam }) => api.query(jshopExchangeCall, { currentPage: pageParam, pageSize: PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pager.currentPage < last.pager.totalPage ? last.pager.currentPage + 1 : undefined),
  });

export const useExchange = () => useSuspenseInfiniteQuery(getExchangeQueryOptions());

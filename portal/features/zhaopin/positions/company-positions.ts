import { infiniteQueryOptions, useSuspenseInfiniteQuery } from "@tanstack/react-query";
import { zhaopinCompanyPositionsCall } from "@/api/contract/zhaopin-positions";
import { api } from "../../../lib/api";
import { ZHAOPIN_KEYS } from "./keys";
import { nextPageOf } from "./position-list";

/** ZhaoPin/PositionListByCompanyID {id, currentPage}: the company's open positions and its profile. */
export const getCompanyPositionsQueryOptions = (id: number) =>
  infiniteQueryOptions({
    queryKey: ZHAOPIN_KEYS.company(id),
    queryFn: ({ pageParam }) => api.query(zhaopinCompanyPositionsCall, { id, currentPage: pageParam, pageSize: 10 }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

export const useCompanyPositions = (id: number) => useSuspenseInfiniteQuery(getCompanyPositionsQueryOptions(id));

import { infiniteQueryOptions, useSuspenseInfiniteQuery } from "@tanstack/react-query";
import { APPLIED_KEYS, type AppliedKey, zhaopinAppliedListCall } from "@/api/contract/zhaopin-positions";
import { api } from "../../../lib/api";
import { ZHAOPIN_KEYS } from "./keys";
import { nextPageOf } from "./position-list";

/** The tab of an address's ?key= ("all" for anything else). */
export const appliedKeyOf = (text: unknown): AppliedKey =>
  (APPLIED_KEYS as readonly unknown[]).includes(text) ? (text as AppliedKey) : "all";

/** ZhaoPin/GetPositionListByUserID {currentPage, key}: the caller's applications under a tab, with each tab's count. */
export const getAppliedQueryOptions = (key: AppliedKey) =>
  infiniteQueryOptions({
    queryKey: ZHAOPIN_KEYS.applied(key),
    queryFn: ({ pageParam }) => api.query(zhaopinAppliedListCall, { currentPage: pageParam, pageSize: 10, key }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

export const useApplied = (key: AppliedKey) => useSuspenseInfiniteQuery(getAppliedQueryOptions(key));

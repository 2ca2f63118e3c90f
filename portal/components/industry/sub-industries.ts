import { queryOptions, useQuery } from "@tanstack/react-query";
import { withQuery } from "@/api/contract/call";
import { commonTindustryCall } from "@/api/contract/common";
import { api } from "../../lib/api";
import { REFERENCE_STALE_MS } from "../../lib/query-client";

/** common/tindustry?parentId=: the second level under one first-level industry. */
const fetchSubIndustries = (parentId: number) => api.query(withQuery(commonTindustryCall, { parentId }));

const getSubIndustriesQueryOptions = (parentId: number) =>
  queryOptions({
    queryKey: ["interest", "industries", parentId],
    queryFn: () => fetchSubIndustries(parentId),
    staleTime: REFERENCE_STALE_MS,
    enabled: parentId > 0,
  });

/** The second-level options of `parentId` ([] while none is chosen or they load). */
export function useSubIndustries(parentId: number) {
  const { data } = useQuery(getSubIndustriesQueryOptions(parentId));
  return parentId > 0 ? (data ?? []) : [];
}

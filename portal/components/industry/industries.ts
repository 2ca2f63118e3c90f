import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { commonIndustryCall } from "@/api/contract/common";
import { api } from "../../lib/api";
import { REFERENCE_STALE_MS } from "../../lib/query-client";

/** common/industry: first-level industries; id 32 is 其他. */
const fetchIndustries = () => api.query(commonIndustryCall);

export const getIndustriesQueryOptions = () =>
  queryOptions({ queryKey: ["interest", "industries"], queryFn: fetchIndustries, staleTime: REFERENCE_STALE_MS });

export const useIndustries = () => useSuspenseQuery(getIndustriesQueryOptions()).data;

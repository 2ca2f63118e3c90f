import { queryOptions, useQuery } from "@tanstack/react-query";
import { commonProvinceCall } from "@/api/contract/common";
import { api } from "../../lib/api";
import { REFERENCE_STALE_MS } from "../../lib/query-client";

/** common/province: mainland provinces, then Hong Kong, Macau and Taiwan. */
const fetchProvinces = () => api.query(commonProvinceCall);

const getProvincesQueryOptions = () =>
  queryOptions({ queryKey: ["activity", "provinces"], queryFn: fetchProvinces, staleTime: REFERENCE_STALE_MS });

export const useProvinces = () => useQuery(getProvincesQueryOptions()).data ?? [];

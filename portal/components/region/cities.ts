import { queryOptions, useQuery } from "@tanstack/react-query";
import { withQuery } from "@/api/contract/call";
import { commonCityCall } from "@/api/contract/common";
import { api } from "../../lib/api";
import { REFERENCE_STALE_MS } from "../../lib/query-client";

/** common/city?id={provinceId}: that province's cities. */
const fetchCities = (provinceId: number) => api.query(withQuery(commonCityCall, { id: provinceId }));

const getCitiesQueryOptions = (provinceId: number) =>
  queryOptions({
    queryKey: ["activity", "cities", provinceId],
    queryFn: () => fetchCities(provinceId),
    staleTime: REFERENCE_STALE_MS,
    enabled: provinceId > 0,
  });

/** The cities of `provinceId` ([] while none is chosen or they load). */
export function useCities(provinceId: number) {
  const { data } = useQuery(getCitiesQueryOptions(provinceId));
  return provinceId > 0 ? (data ?? []) : [];
}

import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { zhaopinPositionDetailCall } from "@/api/contract/zhaopin-positions";
import { api } from "../../../lib/api";
import { ZHAOPIN_KEYS } from "./keys";

/** ZhaoPin/PositionDetail {id}: the position, its company, and the caller's favourite, application and CV id. */
export const getPositionQueryOptions = (id: number) =>
  queryOptions({ queryKey: ZHAOPIN_KEYS.detail(id), queryFn: () => api.query(zhaopinPositionDetailCall, { id }) });

export const usePosition = (id: number) => useSuspenseQuery(getPositionQueryOptions(id)).data;

/** A record id of an address (a path segment or ?id=); 0 (not found) for anything else. */
export const recordIdOf = (text: unknown) => {
  const n = Number(text);
  return Number.isSafeInteger(n) && n > 0 && n < 2_147_483_647 ? n : 0;
};

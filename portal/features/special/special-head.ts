import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { moocGetSpecialCall } from "@/api/contract/special";
import { api } from "../../lib/api";

/** MoocTraining/GetSpecial: the special column's cover, title, summary and every tab (roleId 0). */
const fetchSpecialHead = (specialId: number) => api.query(moocGetSpecialCall, { specialId });

export const getSpecialHeadQueryOptions = (specialId: number) =>
  queryOptions({ queryKey: ["special", "head", specialId], queryFn: () => fetchSpecialHead(specialId) });

export const useSpecialHead = (specialId: number) => useSuspenseQuery(getSpecialHeadQueryOptions(specialId)).data;

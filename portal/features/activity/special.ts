import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { activitySpecialCall } from "@/api/contract/activity";
import { api } from "../../lib/api";

/** Activity/Special {id}: steps with tasks and medals, and the visitor's progress. */
const fetchSpecial = (id: number) => api.query(activitySpecialCall, { id });

export const getSpecialQueryOptions = (id: number) =>
  queryOptions({ queryKey: ["activity", "special", id], queryFn: () => fetchSpecial(id) });

export const useSpecial = (id: number) => useSuspenseQuery(getSpecialQueryOptions(id)).data;

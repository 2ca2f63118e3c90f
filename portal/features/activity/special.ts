import { queryOptions, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { activitySpecialCall } from "@/api/contract/activity";
import { api } from "../../lib/api";
import { onVisitFinishedElsewhere } from "./task-visit";

/** Activity/Special {id}: steps with tasks and medals, and the visitor's progress. */
const fetchSpecial = (id: number) => api.query(activitySpecialCall, { id });

export const getSpecialQueryOptions = (id: number) =>
  queryOptions({ queryKey: ["activity", "special", id], queryFn: () => fetchSpecial(id) });

/** The page's data, fetched again when a visit task it opened in another tab counts. */
export function useSpecial(id: number) {
  const queryClient = useQueryClient();
  useEffect(
    () => onVisitFinishedElsewhere(() => void queryClient.invalidateQueries({ queryKey: ["activity", "special", id] })),
    [queryClient, id],
  );
  return useSuspenseQuery(getSpecialQueryOptions(id)).data;
}

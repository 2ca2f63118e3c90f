import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { activityDetailCall } from "@/api/contract/activity";
import { api } from "../../lib/api";

/** Activity/Detail {id}: the activity, its sign-up form and the visitor's sign-up. */
const fetchActivityDetail = (id: number) => api.query(activityDetailCall, { id });

export const getActivityDetailQueryOptions = (id: number) =>
  queryOptions({ queryKey: ["activity", "detail", id], queryFn: () => fetchActivityDetail(id) });

export const useActivityDetail = (id: number) => useSuspenseQuery(getActivityDetailQueryOptions(id)).data;

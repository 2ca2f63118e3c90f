import { queryOptions, useQuery } from "@tanstack/react-query";
import { activityHomeListCall } from "@/api/contract/activity";
import { api } from "../../lib/api";

/** Activity/HomeList: the activities the home page offers. */
const fetchHomeActivities = () => api.query(activityHomeListCall);

export const getHomeActivitiesQueryOptions = () =>
  queryOptions({ queryKey: ["activity", "home-list"], queryFn: fetchHomeActivities, staleTime: 60_000 });

/** Started by the home route, not awaited: the section holds its places until the list arrives. */
export const useHomeActivities = () => useQuery(getHomeActivitiesQueryOptions());

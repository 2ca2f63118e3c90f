import { queryOptions, useQuery } from "@tanstack/react-query";
import { learningGetHomeLiveListCall } from "@/api/contract/learning";
import { api } from "../../lib/api";

/** How many sessions the home page lists, and so how many places it holds while they load. */
export const HOME_LIVE_COUNT = 5;

/** learning/GetHomeLiveList: the home page's sessions, those not yet ended first. */
const fetchHomeLiveList = () => api.query(learningGetHomeLiveListCall, { num: HOME_LIVE_COUNT });

export const getHomeLiveListQueryOptions = () => queryOptions({ queryKey: ["training", "home-list"], queryFn: fetchHomeLiveList });

/** Started by the route, not awaited: the home page shows without it, holding the list's place until it arrives. */
export const useHomeLiveList = () => useQuery(getHomeLiveListQueryOptions());

import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api";
import type { TrainingItem } from "./training-item";

/** learning/GetHomeLiveList: the home page's five sessions, those not yet ended first. */
export const fetchHomeLiveList = () => api.query<TrainingItem[]>("learning/GetHomeLiveList", { num: 5 });

export const getHomeLiveListQueryOptions = () => queryOptions({ queryKey: ["training", "home-list"], queryFn: fetchHomeLiveList });

/** Not awaited by the route: the home page shows without it, and the list joins when it arrives. */
export const useHomeLiveList = () => useQuery(getHomeLiveListQueryOptions()).data;

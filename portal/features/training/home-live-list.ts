import { queryOptions, useQuery } from "@tanstack/react-query";
import { learningGetHomeLiveListCall } from "@/api/contract/learning";
import { api } from "../../lib/api";

/** learning/GetHomeLiveList: the home page's five sessions, those not yet ended first. */
const fetchHomeLiveList = () => api.query(learningGetHomeLiveListCall, { num: 5 });

const getHomeLiveListQueryOptions = () => queryOptions({ queryKey: ["training", "home-list"], queryFn: fetchHomeLiveList });

/** Not awaited by the route: the home page shows without it, and the list joins when it arrives. */
export const useHomeLiveList = () => useQuery(getHomeLiveListQueryOptions()).data;

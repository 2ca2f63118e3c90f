import { queryOptions, useQuery } from "@tanstack/react-query";
import { commonGetinterestlistCall } from "@/api/contract/interest";
import { api } from "./api";

/** common/getinterestlist: the survey's categories and option tree (the survey, and registration's roles: cate 1). */
const fetchInterestList = () => api.query(commonGetinterestlistCall).then((d) => d.list);

export const getInterestListQueryOptions = () =>
  queryOptions({ queryKey: ["interest", "tree"], queryFn: fetchInterestList, staleTime: 5 * 60_000 });

export const useInterestList = () => useQuery(getInterestListQueryOptions()).data;

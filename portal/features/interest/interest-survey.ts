import { queryOptions, useQuery } from "@tanstack/react-query";
import { commonGetinterestlistCall, homeAddUserInterestCall, homeInterestAlertCall, type InterestAnswer } from "@/api/contract/interest";
import { api, type CallOptions } from "../../lib/api";

/** common/getinterestlist: the survey's categories and option tree. */
const fetchInterestList = () => api.query(commonGetinterestlistCall).then((d) => d.list);

export const getInterestListQueryOptions = () =>
  queryOptions({ queryKey: ["interest", "tree"], queryFn: fetchInterestList, staleTime: 5 * 60_000 });

export const useInterestList = () => useQuery(getInterestListQueryOptions()).data;

/** home/interestAlert: count 1 when the signed-in person has not answered yet. */
export const fetchInterestAlert = () => api.query(homeInterestAlertCall, { interest: 1 }).then((d) => d.count);

/** Home/AddUserInterest: the pop-up's answers. */
export const addUserInterest = (list: InterestAnswer[], options?: CallOptions) => api.send(homeAddUserInterestCall, { list }, options);

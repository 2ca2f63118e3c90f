import { queryOptions, useQuery } from "@tanstack/react-query";
import { pearsonOnlineResultCall } from "@/api/contract/online-exam";
import { api } from "@/portal/lib/api";
import { ONLINE_KEYS } from "./online-info";

/** pearson/OnlineResult {eadid}: the ended attempt with the candidate's answers (and the right ones, when review is allowed). */
const fetchResult = (eadid: number) => api.query(pearsonOnlineResultCall, { eadid });

export const getAttemptResultQueryOptions = (eadid: number) =>
  queryOptions({ queryKey: ONLINE_KEYS.result(eadid), queryFn: () => fetchResult(eadid), staleTime: 0 });

export const useAttemptResult = (eadid: number, enabled = true) => useQuery({ ...getAttemptResultQueryOptions(eadid), enabled });

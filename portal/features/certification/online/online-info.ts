import { queryOptions } from "@tanstack/react-query";
import { pearsonOnlineInfoCall } from "@/api/contract/online-exam";
import { api } from "@/portal/lib/api";

export const ONLINE_KEYS = {
  info: (eadid: number) => ["certification", "online", "info", eadid],
  result: (eadid: number) => ["certification", "online", "result", eadid],
} as const;

/**
 * pearson/OnlineInfo {eadid}: the start screen's figures and where the registration's attempt stands (open, not open
 * yet, closed, running, ended, or not for this page). It starts no clock.
 */
const fetchOnlineInfo = (eadid: number) => api.query(pearsonOnlineInfoCall, { eadid });

/** Every visit asks afresh: the state moves with the clock. The route's loader reads it and hands it to the page. */
export const getOnlineInfoQueryOptions = (eadid: number) =>
  queryOptions({ queryKey: ONLINE_KEYS.info(eadid), queryFn: () => fetchOnlineInfo(eadid), staleTime: 0 });

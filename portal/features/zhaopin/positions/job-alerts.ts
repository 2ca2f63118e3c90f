import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type PositionFilter,
  zhaopinDeleteJobAlertCall,
  zhaopinJobAlertListCall,
  zhaopinSaveJobAlertCall,
} from "@/api/contract/zhaopin-positions";
import { api } from "../../../lib/api";
import { ZHAOPIN_KEYS } from "./keys";

/** ZhaoPin/JobAlertList: the person's alerts (loaded when the 我的订阅 pop-up opens). */
const getJobAlertsQueryOptions = () => queryOptions({ queryKey: ZHAOPIN_KEYS.alerts, queryFn: () => api.query(zhaopinJobAlertListCall) });
export const useJobAlerts = () => useQuery(getJobAlertsQueryOptions());

/** ZhaoPin/SaveJobAlert: the list's filter as an alert. */
export function useSaveJobAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (f: PositionFilter) => api.send(zhaopinSaveJobAlertCall, f),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ZHAOPIN_KEYS.alerts }),
  });
}

/** ZhaoPin/DeleteJobAlert {id}. */
export function useDeleteJobAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.send(zhaopinDeleteJobAlertCall, { id }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ZHAOPIN_KEYS.alerts }),
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ActivitySign, activityActivitySignCall } from "@/api/contract/activity";
import { api, type CallOptions } from "../../lib/api";
import { getActivityDetailQueryOptions } from "./activity-detail";

/** Activity/ActivitySign: data.isAp 0 signed up, 1 under review. */
const activitySign = (input: ActivitySign, options?: CallOptions) => api.send(activityActivitySignCall, input, options);

export function useActivitySign(options?: CallOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ActivitySign) => activitySign(input, options),
    onSuccess: (_data, input) => queryClient.invalidateQueries({ queryKey: getActivityDetailQueryOptions(input.activityId).queryKey }),
  });
}

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { zhaopinCancelInterviewCall } from "@/api/contract/zhaopin-interviews";
import { api, type CallOptions } from "../../../lib/api";
import { INTERVIEW_KEYS } from "./keys";

/** ZhaoPin/CancelInterview {id, reason}: the company is told why; the invitation list changes. */
export function useCancelInterview(options?: CallOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; reason: string }) => api.send(zhaopinCancelInterviewCall, input, options),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INTERVIEW_KEYS.mine }),
  });
}

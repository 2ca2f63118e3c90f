import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type InterviewReplyInput, zhaopinReplyInterviewCall } from "@/api/contract/zhaopin-interviews";
import { api, type CallOptions } from "../../../lib/api";
import { INTERVIEW_KEYS } from "./keys";

/** ZhaoPin/ReplyInterview {id, reply, note, proposedTime?}: 接受, 拒绝 or 改约; the invitation list changes. */
export function useReplyInterview(options?: CallOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InterviewReplyInput) => api.send(zhaopinReplyInterviewCall, input, options),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INTERVIEW_KEYS.mine }),
  });
}

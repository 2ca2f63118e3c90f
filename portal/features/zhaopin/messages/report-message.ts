import { useMutation, useQueryClient } from "@tanstack/react-query";
import { zhaopinReportMessageCall } from "@/api/contract/zhaopin-messages";
import { api, type CallOptions } from "../../../lib/api";
import { MESSAGE_KEYS } from "./keys";
import { putMessage, type ThreadData } from "./thread-view";

/** ZhaoPin/ReportMessage {id, reason}: the message, now 已举报, takes its place in the thread. */
export function useReportMessage(applicationId: number, options?: CallOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; reason: string }) => api.send(zhaopinReportMessageCall, input, options),
    onSuccess: (message) => queryClient.setQueryData<ThreadData>(MESSAGE_KEYS.thread(applicationId), (data) => putMessage(data, message)),
  });
}

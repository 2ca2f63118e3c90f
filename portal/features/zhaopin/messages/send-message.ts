import { useMutation, useQueryClient } from "@tanstack/react-query";
import { zhaopinSendMessageCall } from "@/api/contract/zhaopin-messages";
import { api, type CallOptions } from "../../../lib/api";
import { MESSAGE_KEYS } from "./keys";
import { putMessage, type ThreadData } from "./thread-view";

/** ZhaoPin/SendMessage {applicationId, body}: the message joins the thread at once; the list and the count are asked again. */
export function useSendMessage(applicationId: number, options?: CallOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => api.send(zhaopinSendMessageCall, { applicationId, body }, options),
    onSuccess: (message) => {
      queryClient.setQueryData<ThreadData>(MESSAGE_KEYS.thread(applicationId), (data) => putMessage(data, message));
      void queryClient.invalidateQueries({ queryKey: MESSAGE_KEYS.conversations });
      void queryClient.invalidateQueries({ queryKey: MESSAGE_KEYS.unread });
    },
  });
}

import { infiniteQueryOptions, useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { zhaopinGetMessagesCall } from "@/api/contract/zhaopin-messages";
import { api } from "../../../lib/api";
import { MESSAGE_KEYS, POLL_MS } from "./keys";
import { type ConversationsData, readConversation } from "./thread-view";

/**
 * ZhaoPin/GetMessages {applicationId, beforeId?}: the newest 30 first (page param 0), then 加载更早的消息 asks for the
 * 30 before the oldest loaded. A refetch walks the same way from the newest, so the pages never leave a gap.
 */
export const getThreadQueryOptions = (applicationId: number) =>
  infiniteQueryOptions({
    queryKey: MESSAGE_KEYS.thread(applicationId),
    queryFn: ({ pageParam }) => api.query(zhaopinGetMessagesCall, pageParam ? { applicationId, beforeId: pageParam } : { applicationId }),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.hasMore ? last.list[0]?.id : undefined),
  });

/**
 * The open conversation (none for 0), asked again every 15 s; not suspended, so the list stays while it loads or fails (someone
 * else's application). Each fetch of the newest page reads it on the server: the list's count for it goes at once,
 * and the header's total is asked again.
 */
export function useThread(applicationId: number) {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({ ...getThreadQueryOptions(applicationId), enabled: applicationId > 0, refetchInterval: POLL_MS });
  const readAt = query.isSuccess ? query.dataUpdatedAt : 0;
  useEffect(() => {
    if (!readAt) return;
    queryClient.setQueryData<ConversationsData>(MESSAGE_KEYS.conversations, (data) => readConversation(data, applicationId));
    void queryClient.invalidateQueries({ queryKey: MESSAGE_KEYS.unread });
  }, [queryClient, applicationId, readAt]);
  return query;
}

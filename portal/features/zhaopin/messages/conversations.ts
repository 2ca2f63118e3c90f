import { queryOptions, useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { zhaopinGetConversationsCall } from "@/api/contract/zhaopin-messages";
import { api } from "../../../lib/api";
import { MESSAGE_KEYS, POLL_MS } from "./keys";

/** ZhaoPin/GetConversations: every conversation of mine with a message, the latest first, and the unread total. */
export const getConversationsQueryOptions = () =>
  queryOptions({ queryKey: MESSAGE_KEYS.conversations, queryFn: () => api.query(zhaopinGetConversationsCall) });

/** The messages page's list (its loader ensured it), asked again every 15 s. */
export const useConversations = () => useSuspenseQuery({ ...getConversationsQueryOptions(), refetchInterval: POLL_MS }).data;

/** 我的投递's 沟通 links: each application's unread count (none while it loads or if it fails: a hint only). */
export function useUnreadByApplication() {
  const list = useQuery(getConversationsQueryOptions()).data?.list ?? [];
  return new Map(list.map((c) => [c.applicationId, c.unread]));
}

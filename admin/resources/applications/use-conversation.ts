import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminMessagePage, Message } from "@/api/contract/zhaopin-messages";
import { callApi } from "../../providers/http";

/** While the page is open the thread is asked again this often (the candidate answers in the portal). */
const POLL_MS = 15_000;

const conversationKey = (applicationId: number) => ["applications", "messages", applicationId];

/** Every message loaded, oldest first, each once (a page fetched while a message arrived may overlap the next one). */
const loadedMessages = (pages: AdminMessagePage[]): Message[] => {
  const byId = new Map(pages.flatMap((p) => p.list).map((m) => [m.id, m]));
  return [...byId.values()].sort((a, b) => a.id - b.id);
};

/**
 * GET …/applications/{id}/messages: the newest 30 (which the company's HR reads by asking), then 加载更早的消息 asks
 * for the 30 before the oldest loaded; a refetch walks the same way from the newest, so the pages leave no gap.
 */
export function useConversation(applicationId: number) {
  const queryClient = useQueryClient();
  const key = conversationKey(applicationId);
  const query = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) =>
      callApi<AdminMessagePage>("GET", `/applications/${applicationId}/messages${pageParam ? `?beforeId=${pageParam}` : ""}`),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.hasMore ? last.list[0]?.id : undefined),
    refetchInterval: POLL_MS,
  });
  return {
    query,
    head: query.data?.pages[0]?.head,
    messages: query.data ? loadedMessages(query.data.pages) : [],
    /** After a send or a report: the thread as the server now has it. */
    reload: () => queryClient.invalidateQueries({ queryKey: key }),
  };
}

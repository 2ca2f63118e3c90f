import { queryOptions, useQuery } from "@tanstack/react-query";
import { zhaopinGetUnreadMessagesCall } from "@/api/contract/zhaopin-unread-messages";
import { api } from "../../../lib/api";
import { MESSAGE_KEYS } from "./keys";

/** Every page shows it (the header), so it is asked less often than the open conversation: HR answers in minutes. */
const UNREAD_POLL_MS = 60_000;

const unreadMessagesQueryOptions = () =>
  queryOptions({
    queryKey: MESSAGE_KEYS.unread,
    queryFn: () => api.query(zhaopinGetUnreadMessagesCall),
    refetchOnWindowFocus: true,
    refetchInterval: UNREAD_POLL_MS,
  });

/**
 * ZhaoPin/GetUnreadMessages: messages from companies' HR I have not read (the header, /my/index), asked only for a
 * signed-in person; 0 until it arrives or when the call fails.
 */
export function useUnreadMessages(signedIn: boolean) {
  const unread = useQuery({ ...unreadMessagesQueryOptions(), enabled: signedIn }).data?.unread ?? 0;
  return signedIn ? unread : 0;
}

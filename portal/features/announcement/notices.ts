import { queryOptions, useQuery } from "@tanstack/react-query";
import { homeGetNoticeCall } from "@/api/contract/announcement";
import { api } from "../../lib/api";

export const NOTICE_KEYS = { list: ["announcement", "list"] } as const;

/** home/GetNotice: what the home page shows now (without the cards a signed-in person closed). */
const fetchNotices = () => api.query(homeGetNoticeCall);

// The home page waits for them (useNotices): a failed call is not tried again, so that it never holds the page long.
export const getNoticesQueryOptions = () =>
  queryOptions({ queryKey: NOTICE_KEYS.list, queryFn: fetchNotices, staleTime: 60_000, retry: false });

/** The announcements: undefined until the call has answered, [] when it failed. */
export function useNotices() {
  const { data, isPending } = useQuery(getNoticesQueryOptions());
  return isPending ? undefined : (data ?? []);
}

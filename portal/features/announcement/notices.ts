import { queryOptions, useQuery } from "@tanstack/react-query";
import { homeGetNoticeCall } from "@/api/contract/announcement";
import { api } from "../../lib/api";

export const NOTICE_KEYS = { list: ["announcement", "list"] } as const;

/** home/GetNotice: what the home page shows now (without the cards a signed-in person closed). */
const fetchNotices = () => api.query(homeGetNoticeCall);

const getNoticesQueryOptions = () => queryOptions({ queryKey: NOTICE_KEYS.list, queryFn: fetchNotices, staleTime: 60_000 });

/** The announcements, [] until they arrive or when the call fails: they never hold the home page up. */
export const useNotices = () => useQuery(getNoticesQueryOptions()).data ?? [];

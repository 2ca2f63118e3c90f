import { infiniteQueryOptions, queryOptions, useQuery, useSuspenseInfiniteQuery, useSuspenseQuery } from "@tanstack/react-query";
import { myGetLetterListCall, searchGetAllLetterListCall } from "@/api/contract/letters";
import { api } from "../../lib/api";

const LETTER_PAGE_SIZE = 10;

/** Every letters query sits under "letters", so opening or marking one reaches the list, the pages and the badge. */
export const LETTER_KEYS = {
  all: ["letters"],
  latest: ["letters", "latest"],
  page: (tab: number, page: number) => ["letters", "page", tab, page],
  more: (tab: number) => ["letters", "more", tab],
} as const;

/** my/GetLetterList: one page of a tab. */
const fetchLetterPage = (tab: number, currentPage: number) =>
  api.query(myGetLetterListCall, { tab, currentPage, pageSize: LETTER_PAGE_SIZE });

/** The desktop's numbered pages. */
export const getLetterPageQueryOptions = (tab: number, page: number) =>
  queryOptions({ queryKey: LETTER_KEYS.page(tab, page), queryFn: () => fetchLetterPage(tab, page) });

export const useLetterPage = (tab: number, page: number) => useSuspenseQuery(getLetterPageQueryOptions(tab, page)).data;

/** The phone's load-more list. */
export const getLetterMoreQueryOptions = (tab: number) =>
  infiniteQueryOptions({
    queryKey: LETTER_KEYS.more(tab),
    queryFn: ({ pageParam }) => fetchLetterPage(tab, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pager.currentPage < last.pager.totalPage ? last.pager.currentPage + 1 : undefined),
  });

export const useLetterMore = (tab: number) => useSuspenseInfiniteQuery(getLetterMoreQueryOptions(tab));

/** search/GetAllLetterList: the newest five and the unread count, for the header. */
const latestLettersQueryOptions = () =>
  queryOptions({
    queryKey: LETTER_KEYS.latest,
    queryFn: () => api.query(searchGetAllLetterListCall),
    refetchOnWindowFocus: true,
  });

/**
 * The header badge's count: the unread letters, asked only for a signed-in person; 0 until it arrives or when the
 * call fails (the badge is a hint only).
 */
export function useUnreadLetters(signedIn: boolean) {
  const unread = useQuery({ ...latestLettersQueryOptions(), enabled: signedIn }).data?.unread ?? 0;
  return signedIn ? unread : 0;
}

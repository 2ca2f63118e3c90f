import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import type { Page } from "@/api/contract/pager";

/**
 * A catalogue's two ways of reading its list: the desktop's numbered pages (the page is the address's) and the phone's
 * load-more list, under one key per filter so both agree on what is one list.
 */
export function pagedQueries<F extends { page: number }, P extends Page<unknown>>(
  key: (f: F) => readonly unknown[],
  fetchPage: (f: F, currentPage: number) => Promise<P>,
) {
  return {
    paged: (f: F) => queryOptions({ queryKey: [...key(f), f.page], queryFn: () => fetchPage(f, f.page) }),
    more: (f: F) =>
      infiniteQueryOptions({
        queryKey: [...key(f), "more"],
        queryFn: ({ pageParam }) => fetchPage(f, pageParam),
        initialPageParam: 1,
        getNextPageParam: (last) => (last.pager.currentPage < last.pager.totalPage ? last.pager.currentPage + 1 : undefined),
      }),
  };
}

/** Three rows of four on desktops. */
export const CATALOGUE_PAGE_SIZE = 12;

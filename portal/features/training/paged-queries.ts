import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";

type Paged = { pager: { currentPage: number; totalPage: number } };

/** A pager call's two caches: the desktop's numbered pages, and the phone's load-more list under `key`. */
export function pagedQueries<T extends Paged>(key: readonly unknown[], fetchPage: (page: number) => Promise<T>) {
  return {
    page: (page: number) => queryOptions({ queryKey: [...key, page], queryFn: () => fetchPage(page) }),
    more: () =>
      infiniteQueryOptions({
        queryKey: [...key, "more"],
        queryFn: ({ pageParam }) => fetchPage(pageParam),
        initialPageParam: 1,
        getNextPageParam: (last: T) => (last.pager.currentPage < last.pager.totalPage ? last.pager.currentPage + 1 : undefined),
      }),
  };
}

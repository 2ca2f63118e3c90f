import type { ReactNode } from "react";
import { ZHAOPIN_SCROLL } from "@/api/contract/zhaopin";
import { LoadMore } from "@/portal/components/load-more";

type PagedQuery<T> = {
  data: { pages: { list: T[] }[] };
  fetchNextPage: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
};

/**
 * The recruitment pages' lists (spec 001 sections 2 and 9): the next page joins when the content's bottom comes within
 * 20 px (locked 200 ms after each trigger, armed 1 s after load), and a 加载更多 button does the same, both only while
 * currentPage is not past totalPage.
 */
export function MoreList<T>({ query, children }: { query: PagedQuery<T>; children: (list: T[]) => ReactNode }) {
  const list = query.data.pages.flatMap((p) => p.list);
  const more = () => void query.fetchNextPage();
  return (
    <>
      <LoadMore margin={ZHAOPIN_SCROLL.marginPx} count={0} hasMore={query.hasNextPage} loading={query.isFetchingNextPage} onLoadMore={more}>
        {children(list)}
      </LoadMore>
      {list.length > 0 && (
        <p className="zp-more">
          {query.hasNextPage ? (
            <button type="button" className="btn btn--ghost" disabled={query.isFetchingNextPage} onClick={more}>
              {query.isFetchingNextPage ? "加载中…" : "加载更多"}
            </button>
          ) : (
            <span className="zp-more__end">没有更多了</span>
          )}
        </p>
      )}
    </>
  );
}

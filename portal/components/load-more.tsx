import "./load-more.css";
import { type ReactNode, useRef } from "react";
import { SCROLL_MARGIN } from "./infinite-scroll";
import { useInfiniteScroll } from "./use-infinite-scroll";

type Props = { count: number; hasMore: boolean; loading: boolean; onLoadMore: () => void; children: ReactNode; margin?: number };

/**
 * Phone lists: the next page joins as the bottom comes within `margin` px (20, the spec's default; catalogue pages
 * pass 100), with a note under the list (none while empty).
 */
export function LoadMore({ count, hasMore, loading, onLoadMore, children, margin = SCROLL_MARGIN }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useInfiniteScroll({ contentRef: ref, hasMore, margin, onLoadMore });
  return (
    <>
      <div ref={ref}>{children}</div>
      {count > 0 && <p className="load-more">{loading ? "加载中…" : hasMore ? "上滑加载更多" : "没有更多了"}</p>}
    </>
  );
}

/** What LoadMorePages needs of an infinite query: its pages so far, each with a list, and how to fetch the next. */
type PagedQuery<T> = {
  data: { pages: { list: T[] }[] };
  fetchNextPage: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
};

/** LoadMore over an infinite query: `children` draws every item loaded so far, and the next page joins near the bottom. */
export function LoadMorePages<T>({
  query,
  margin,
  children,
}: {
  query: PagedQuery<T>;
  margin?: number;
  children: (list: T[]) => ReactNode;
}) {
  const list = query.data.pages.flatMap((p) => p.list);
  return (
    <LoadMore
      margin={margin}
      count={list.length}
      hasMore={query.hasNextPage}
      loading={query.isFetchingNextPage}
      onLoadMore={() => void query.fetchNextPage()}
    >
      {children(list)}
    </LoadMore>
  );
}

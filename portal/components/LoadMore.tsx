import "./load-more.css";
import { type ReactNode, useRef } from "react";
import { useInfiniteScroll } from "./use-infinite-scroll";

type Props = { count: number; hasMore: boolean; loading: boolean; onLoadMore: () => void; children: ReactNode };

/** Phone lists: the next page joins as the bottom comes within 100 px, with a note under the list (none while empty). */
export function LoadMore({ count, hasMore, loading, onLoadMore, children }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useInfiniteScroll({ contentRef: ref, hasMore, margin: 100, onLoadMore });
  return (
    <>
      <div ref={ref}>{children}</div>
      {count > 0 && <p className="load-more">{loading ? "加载中…" : hasMore ? "上滑加载更多" : "没有更多了"}</p>}
    </>
  );
}

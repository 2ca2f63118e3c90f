import "./training.css";
import "./learning.css";
import { useRouter } from "@tanstack/react-router";
import { useRef } from "react";
import { AppLink } from "../../../components/AppLink";
import { Pagination } from "../../../components/Pagination";
import { useBreakpoint } from "../../../components/use-breakpoint";
import { useInfiniteScroll } from "../../../components/use-infinite-scroll";
import { TrainingCard } from "./TrainingCard";
import type { TrainingItem } from "../training-item";
import { type LiveListPage as Page, useLiveList, useLiveListMore } from "../live-list";

export const liveListHref = (cateId: number, page = 1) =>
  `/Learning/List?isLive=1${cateId ? `&cateId=${cateId}` : ""}${page > 1 ? `&page=${page}` : ""}`;

function CateTabs({ cates, cateId }: { cates: Page["cates"]; cateId: number }) {
  return (
    <nav className="live-list__tabs" aria-label="课程分类">
      {[{ id: 0, name: "全部" }, ...cates].map((c) => (
        <AppLink key={c.id} href={liveListHref(c.id)} className="live-list__tab" aria-current={c.id === cateId ? "page" : undefined}>
          {c.name}
        </AppLink>
      ))}
    </nav>
  );
}

function Cards({ list }: { list: TrainingItem[] }) {
  if (!list.length) return <p className="live-list__empty">暂无直播课程</p>;
  return (
    <ul className="live-list__grid">
      {list.map((item) => (
        <li key={item.strId}>
          <TrainingCard item={item} />
        </li>
      ))}
    </ul>
  );
}

/** Desktop and tablet: numbered pages, the page in the address. */
function PagedList({ cateId, page }: { cateId: number; page: number }) {
  const data = useLiveList(cateId, page);
  const router = useRouter();
  return (
    <>
      <CateTabs cates={data.cates} cateId={cateId} />
      <Cards list={data.list} />
      <Pagination
        current={page}
        total={data.pager.totalPage}
        onChange={(p) => {
          void router.navigate({ href: liveListHref(cateId, p) });
          window.scrollTo({ top: 0 });
        }}
      />
    </>
  );
}

/** Phones: the next page joins the list as the bottom comes into view. */
function MoreList({ cateId }: { cateId: number }) {
  const { data, fetchNextPage, hasNextPage, isFetchingNextPage } = useLiveListMore(cateId);
  const listRef = useRef<HTMLDivElement>(null);
  useInfiniteScroll({ contentRef: listRef, hasMore: hasNextPage, margin: 100, onLoadMore: () => void fetchNextPage() });
  const list = data.pages.flatMap((p) => p.list);
  return (
    <>
      <CateTabs cates={data.pages[0].cates} cateId={cateId} />
      <div ref={listRef}>
        <Cards list={list} />
      </div>
      {list.length > 0 && <p className="live-list__more">{isFetchingNextPage ? "加载中…" : hasNextPage ? "上滑加载更多" : "没有更多了"}</p>}
    </>
  );
}

/** /Learning/List?isLive=1: the live sessions by category, each with its time status. */
export function LiveListPage({ cateId, page }: { cateId: number; page: number }) {
  const phone = useBreakpoint() === "phone";
  return (
    <div className="page container live-list">
      <h1 className="live-list__title">直播课程</h1>
      {phone ? <MoreList cateId={cateId} /> : <PagedList cateId={cateId} page={page} />}
    </div>
  );
}

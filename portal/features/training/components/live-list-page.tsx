import "./training.css";
import "./learning.css";
import "./training-list.css";
import type { TrainingCatePage as Page, TrainingItem } from "@/api/contract/training";
import { AddressPagination } from "@/portal/components/address-pagination";
import { AppLink } from "@/portal/components/app-link";
import { CATALOGUE_SCROLL_MARGIN } from "@/portal/components/infinite-scroll";
import { LoadMore } from "@/portal/components/load-more";
import { useBreakpoint } from "@/portal/components/use-breakpoint";
import { useLiveList, useLiveListMore } from "../live-list";
import { TrainingCard } from "./training-card";

/** The address of a category's page: the live list's, or the category list's (/Training/CateList). */
type Href = (cateId: number, page?: number) => string;

const liveListHref: Href = (cateId, page = 1) =>
  `/Learning/List?isLive=1${cateId ? `&cateId=${cateId}` : ""}${page > 1 ? `&page=${page}` : ""}`;

export const cateListHref: Href = (cateId, page = 1) =>
  `/Training/CateList${cateId ? `?cateId=${cateId}` : ""}${page > 1 ? `${cateId ? "&" : "?"}page=${page}` : ""}`;

function CateTabs({ cates, cateId, href }: { cates: Page["cates"]; cateId: number; href: Href }) {
  return (
    <nav className="live-list__tabs" aria-label="课程分类">
      {[{ id: 0, name: "全部" }, ...cates].map((c) => (
        <AppLink key={c.id} href={href(c.id)} className="live-list__tab" aria-current={c.id === cateId ? "page" : undefined}>
          {c.name}
        </AppLink>
      ))}
    </nav>
  );
}

function Cards({ list }: { list: TrainingItem[] }) {
  if (!list.length) return <p className="card-grid-empty live-list__empty">暂无直播课程</p>;
  return (
    <ul className="card-grid live-list__grid">
      {list.map((item) => (
        <li key={item.strId}>
          <TrainingCard item={item} />
        </li>
      ))}
    </ul>
  );
}

/** Desktop and tablet: numbered pages, the page in the address. */
function PagedList({ cateId, page, href }: { cateId: number; page: number; href: Href }) {
  const data = useLiveList(cateId, page);
  return (
    <>
      <CateTabs cates={data.cates} cateId={cateId} href={href} />
      <Cards list={data.list} />
      <AddressPagination current={page} total={data.pager.totalPage} href={(p) => href(cateId, p)} />
    </>
  );
}

/** Phones: the next page joins the list as the bottom comes into view. */
function MoreList({ cateId, href }: { cateId: number; href: Href }) {
  const { data, fetchNextPage, hasNextPage, isFetchingNextPage } = useLiveListMore(cateId);
  const list = data.pages.flatMap((p) => p.list);
  return (
    <>
      <CateTabs cates={data.pages[0].cates} cateId={cateId} href={href} />
      <LoadMore
        margin={CATALOGUE_SCROLL_MARGIN}
        count={list.length}
        hasMore={hasNextPage}
        loading={isFetchingNextPage}
        onLoadMore={() => void fetchNextPage()}
      >
        <Cards list={list} />
      </LoadMore>
    </>
  );
}

type Props = { cateId: number; page: number; title?: string; href?: Href };

/**
 * /Learning/List?isLive=1: the live sessions by category, each with its time status. /Training/CateList (the
 * training category list) is the same page at its own address; both lead to the filtered list (/Training/List).
 */
export function LiveListPage({ cateId, page, title = "直播课程", href = liveListHref }: Props) {
  const phone = useBreakpoint() === "phone";
  return (
    <div className="page container live-list">
      <header className="training-list__head">
        <h1 className="live-list__title">{title}</h1>
        <nav className="training-list__links" aria-label="直播安排">
          {[
            { label: "直播排期", href: "/Training/LiveSchedulelist" },
            { label: "直播日历", href: "/Training/LivePreDetail" },
            { label: "全部课程", href: cateId ? `/Training/List?cateId=${cateId}` : "/Training/List" },
          ].map((link) => (
            <AppLink key={link.label} href={link.href} className="training-list__more">
              {link.label}
            </AppLink>
          ))}
        </nav>
      </header>
      {phone ? <MoreList cateId={cateId} href={href} /> : <PagedList cateId={cateId} page={page} href={href} />}
    </div>
  );
}

import "./training.css";
import "./learning.css";
import "./training-list.css";
import { useRouter } from "@tanstack/react-router";
import type { TrainingCatePage as Page, TrainingItem } from "@/api/contract/training";
import { AddressPagination } from "@/portal/components/address-pagination";
import { AppLink } from "@/portal/components/app-link";
import { CATALOGUE_SCROLL_MARGIN } from "@/portal/components/infinite-scroll";
import { LoadMorePages } from "@/portal/components/load-more";
import { Toggles } from "@/portal/components/toggles";
import { useBreakpoint } from "@/portal/components/use-breakpoint";
import { LEARNING_COLUMNS } from "@/portal/lib/learning-columns";
import { ORDER_TABS, STATUS_TABS } from "../list-filters";
import { type LiveFilters, liveFiltered, liveQuery, NO_LIVE_FILTERS, withLive } from "../live-filters";
import { useLiveList, useLiveListMore } from "../live-list";
import { PanelButton, PanelChips } from "./panel-filter";
import { TrainingCard } from "./training-card";

/** The address of the list with these filters: the live list's, or the category list's (/Training/CateList). */
type Href = (f: LiveFilters) => string;

const withParts = (path: string, parts: string[]) => (parts.length ? `${path}${path.includes("?") ? "&" : "?"}${parts.join("&")}` : path);

const liveListHref: Href = (f) => withParts("/Learning/List?isLive=1", liveQuery(f));

export const cateListHref: Href = (f) => withParts("/Training/CateList", liveQuery(f));

/** A row of tabs, each an address, named by its caption: the categories, the learning columns. */
function Tabs({
  label,
  caption,
  tabs,
  current,
}: {
  label: string;
  caption: string;
  tabs: { key: number; name: string; href: string }[];
  current: number;
}) {
  return (
    <nav className="live-list__tabs live-list__tabs--captioned" aria-label={label}>
      <span className="live-list__caption" aria-hidden="true">
        {caption}
      </span>
      {tabs.map((t) => (
        <AppLink key={t.key} href={t.href} className="live-list__tab" aria-current={t.key === current ? "page" : undefined}>
          {t.name}
        </AppLink>
      ))}
    </nav>
  );
}

/** Category and column tabs, then the live status, the order and the panel of industries and tags. */
function Filters({ f, page, href }: { f: LiveFilters; page: Page; href: Href }) {
  const router = useRouter();
  const go = (change: Partial<LiveFilters>) => void router.navigate({ href: href(withLive(f, change)) });
  return (
    <>
      <Tabs
        label="课程分类"
        caption="分类"
        current={f.cateId}
        tabs={[{ id: 0, name: "全部" }, ...page.cates].map((c) => ({ key: c.id, name: c.name, href: href(withLive(f, { cateId: c.id })) }))}
      />
      <Tabs
        label="课程栏目"
        caption="栏目"
        current={f.columnType}
        tabs={LEARNING_COLUMNS.map((c) => ({ key: c.value, name: c.tab, href: href(withLive(f, { columnType: c.value })) }))}
      />
      <div className="list-bar">
        <Toggles label="直播状态" tabs={STATUS_TABS} value={f.status} onPick={(status) => go({ status })} />
        <div className="list-bar__end">
          <Toggles label="排序" tabs={ORDER_TABS} value={f.orderType} onPick={(orderType) => go({ orderType: orderType ? 1 : 0 })} />
          <PanelButton choice={f} options={page.traSeting} onChange={go} />
        </div>
      </div>
      <PanelChips choice={f} options={page.traSeting} onChange={go} />
    </>
  );
}

function Cards({ list, f, href }: { list: TrainingItem[]; f: LiveFilters; href: Href }) {
  if (!list.length)
    return (
      <div className="card-grid-empty live-list__empty">
        <p>暂无直播课程</p>
        {liveFiltered(f) && (
          <AppLink className="btn" href={href({ ...NO_LIVE_FILTERS, orderType: f.orderType })}>
            清除筛选
          </AppLink>
        )}
      </div>
    );
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
function PagedList({ f, href }: { f: LiveFilters; href: Href }) {
  const data = useLiveList(f);
  return (
    <>
      <Filters f={f} page={data} href={href} />
      <Cards list={data.list} f={f} href={href} />
      <AddressPagination current={f.page} total={data.pager.totalPage} href={(page) => href({ ...f, page })} />
    </>
  );
}

/** Phones: the next page joins the list as the bottom comes into view. */
function MoreList({ f, href }: { f: LiveFilters; href: Href }) {
  const query = useLiveListMore(f);
  return (
    <>
      <Filters f={f} page={query.data.pages[0]} href={href} />
      <LoadMorePages query={query} margin={CATALOGUE_SCROLL_MARGIN}>
        {(list) => <Cards list={list} f={f} href={href} />}
      </LoadMorePages>
    </>
  );
}

type Props = { filters: LiveFilters; title?: string; href?: Href };

/**
 * /Learning/List?isLive=1: the live sessions by category and learning column, with their live status and order.
 * /Training/CateList (the training category list) is the same page at its own address; both lead to the filtered
 * list (/Training/List) and to the on-demand courses (/Learning/List).
 */
export function LiveListPage({ filters: f, title = "直播课程", href = liveListHref }: Props) {
  const phone = useBreakpoint() === "phone";
  return (
    <div className="page container live-list">
      <header className="training-list__head">
        <h1 className="live-list__title">{title}</h1>
        <nav className="training-list__links" aria-label="直播安排">
          {[
            { label: "点播课程", href: f.columnType ? `/Learning/List?columnType=${f.columnType}` : "/Learning/List" },
            { label: "直播排期", href: "/Training/LiveSchedulelist" },
            { label: "直播日历", href: "/Training/LivePreDetail" },
            { label: "全部课程", href: f.cateId ? `/Training/List?cateId=${f.cateId}` : "/Training/List" },
          ].map((link) => (
            <AppLink key={link.label} href={link.href} className="training-list__more">
              {link.label}
            </AppLink>
          ))}
        </nav>
      </header>
      {phone ? <MoreList f={f} href={href} /> : <PagedList f={f} href={href} />}
    </div>
  );
}

import "./training.css";
import "./learning.css";
import "./training-list.css";
import { useSuspenseQuery } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import type { TrainingListPage as Page, TrainingItem } from "@/api/contract/training";
import { AddressPagination } from "@/portal/components/address-pagination";
import { AppLink } from "@/portal/components/app-link";
import { CATALOGUE_SCROLL_MARGIN } from "@/portal/components/infinite-scroll";
import { LoadMorePages } from "@/portal/components/load-more";
import { Toggles } from "@/portal/components/toggles";
import { useBreakpoint } from "@/portal/components/use-breakpoint";
import {
  clearedFilters,
  isFiltered,
  ORDER_TABS,
  STATUS_TABS,
  type TrainingListFilters,
  trainingListHref,
  withFilters,
} from "../list-filters";
import { NO_LIVE_FILTERS } from "../live-filters";
import { getLiveListQueryOptions } from "../live-list";
import { useTrainingList, useTrainingListMore } from "../training-list";
import { PanelButton, PanelChips } from "./panel-filter";
import { TrainingCard } from "./training-card";

/** Every filter change is an address change: the list can be linked, and a reload keeps it. */
function useGo() {
  const router = useRouter();
  return (f: TrainingListFilters) => void router.navigate({ href: trainingListHref(f) });
}

/** The categories come with Training/GetCateList (its first page is the live list's, often cached already). */
function CateTabs({ f }: { f: TrainingListFilters }) {
  const { cates } = useSuspenseQuery(getLiveListQueryOptions(NO_LIVE_FILTERS)).data;
  return (
    <nav className="live-list__tabs" aria-label="课程分类">
      {[{ id: 0, name: "全部" }, ...cates].map((c) => (
        <AppLink
          key={c.id}
          href={trainingListHref(withFilters(f, { cateId: c.id }))}
          className="live-list__tab"
          aria-current={c.id === f.cateId ? "page" : undefined}
        >
          {c.name}
        </AppLink>
      ))}
    </nav>
  );
}

/** Status, 热门, order and the 筛选 button (with the number of chips chosen in its panel). */
function FilterBar({ f, options }: { f: TrainingListFilters; options: Page["traSeting"] }) {
  const go = useGo();
  return (
    <div className="list-bar">
      <Toggles label="直播状态" tabs={STATUS_TABS} value={f.status} onPick={(status) => go(withFilters(f, { status }))} />
      <div className="list-bar__end">
        <button
          type="button"
          className="list-bar__toggle"
          aria-pressed={f.isHot === 1}
          onClick={() => go(withFilters(f, { isHot: f.isHot ? 0 : 1 }))}
        >
          热门
        </button>
        <Toggles
          label="排序"
          tabs={ORDER_TABS}
          value={f.orderType}
          onPick={(orderType) => go(withFilters(f, { orderType: orderType ? 1 : 0 }))}
        />
        <PanelButton choice={f} options={options} onChange={(choice) => go(withFilters(f, choice))} />
      </div>
    </div>
  );
}

/** The panel's chosen chips under the bar, each removable on its own. */
function Chosen({ f, options }: { f: TrainingListFilters; options: Page["traSeting"] }) {
  const go = useGo();
  return <PanelChips choice={f} options={options} onChange={(choice) => go(withFilters(f, choice))} />;
}

function Cards({ list, f }: { list: TrainingItem[]; f: TrainingListFilters }) {
  const go = useGo();
  if (!list.length)
    return (
      <div className="page-state list-empty">
        <p className="list-empty__text">{isFiltered(f) ? "没有符合条件的课程，换个条件试试" : "暂无课程"}</p>
        {isFiltered(f) && (
          <button type="button" className="btn btn--primary" onClick={() => go(clearedFilters(f))}>
            清除筛选
          </button>
        )}
      </div>
    );
  return (
    <ul className="card-grid live-list__grid training-list__grid" aria-label="课程列表">
      {list.map((item) => (
        <li key={item.strId}>
          <TrainingCard item={item} />
        </li>
      ))}
    </ul>
  );
}

/** Desktop and tablet: numbered pages, the page in the address. */
function PagedList({ f }: { f: TrainingListFilters }) {
  const data = useTrainingList(f);
  return (
    <>
      <FilterBar f={f} options={data.traSeting} />
      <Chosen f={f} options={data.traSeting} />
      <Cards list={data.list} f={f} />
      <AddressPagination current={f.page} total={data.pager.totalPage} href={(page) => trainingListHref({ ...f, page })} />
    </>
  );
}

/** Phones: the next page joins the list as the bottom comes into view. */
function MoreList({ f }: { f: TrainingListFilters }) {
  const query = useTrainingListMore(f);
  const options = query.data.pages[0].traSeting;
  return (
    <>
      <FilterBar f={f} options={options} />
      <Chosen f={f} options={options} />
      <LoadMorePages query={query} margin={CATALOGUE_SCROLL_MARGIN}>
        {(list) => <Cards list={list} f={f} />}
      </LoadMorePages>
    </>
  );
}

/** /Training/List: every session, filtered by category, status, 热门 and the panel's industries and tags. */
export function TrainingListPage({ filters }: { filters: TrainingListFilters }) {
  const phone = useBreakpoint() === "phone";
  return (
    <div className="page container live-list training-list">
      <header className="training-list__head">
        <h1 className="live-list__title">全部课程</h1>
        <AppLink href="/Training/CateList" className="training-list__more">
          按分类浏览
        </AppLink>
      </header>
      <CateTabs f={filters} />
      {phone ? <MoreList f={filters} /> : <PagedList f={filters} />}
    </div>
  );
}

import "./course-center.css";
import { useRouter } from "@tanstack/react-router";
import type { CourseItem } from "@/api/contract/course";
import { AddressPagination } from "@/portal/components/address-pagination";
import { AppLink } from "@/portal/components/app-link";
import { CATALOGUE_SCROLL_MARGIN } from "@/portal/components/infinite-scroll";
import { LoadMore } from "@/portal/components/load-more";
import { openModal } from "@/portal/components/modal/modal-store";
import { useBreakpoint } from "@/portal/components/use-breakpoint";
import {
  CENTER_GROUP_TEXT,
  CENTER_GROUPS,
  CENTER_ORDERS,
  type CenterFilters,
  centerChosen,
  centerHref,
  NO_CENTER_CHOICE,
  toggleId,
  withCenter,
} from "../center-filters";
import { type CenterOptions, useCenterOptions } from "../center-options";
import { useCourseCenter, useCourseCenterMore } from "../course-center";
import { CenterFilterPanel } from "./center-filter-panel";
import { CourseCard } from "./course-card";

/** Every filter change is an address change: the list can be linked, and a reload keeps it. */
function useGo() {
  const router = useRouter();
  return (f: CenterFilters) => void router.navigate({ href: centerHref(f) });
}

/** Desktops: one row of chips per group, 全部 first. */
function TagRows({ f, options }: { f: CenterFilters; options: CenterOptions }) {
  const go = useGo();
  return (
    <div className="center-rows">
      {CENTER_GROUPS.filter((g) => options[g].length).map((g) => (
        <fieldset key={g} className="center-rows__row">
          <legend className="center-rows__name">{CENTER_GROUP_TEXT[g]}</legend>
          <button type="button" className="center-chip" aria-pressed={!f[g].length} onClick={() => go(withCenter(f, { [g]: [] }))}>
            全部
          </button>
          {options[g].map((o) => (
            <button
              key={o.id}
              type="button"
              className="center-chip"
              aria-pressed={f[g].includes(o.id)}
              onClick={() => go(withCenter(f, { [g]: toggleId(f[g], o.id) }))}
            >
              {o.name}
            </button>
          ))}
        </fieldset>
      ))}
    </div>
  );
}

/** The order, 重置, and on phones the 筛选 pop-up with the number of chips chosen. */
function OrderBar({ f, options, phone }: { f: CenterFilters; options: CenterOptions; phone: boolean }) {
  const go = useGo();
  const chosen = centerChosen(f);
  const openPanel = () =>
    openModal({
      title: "筛选",
      size: "lg",
      content: (close) => <CenterFilterPanel options={options} initial={f} close={close} onApply={(choice) => go(withCenter(f, choice))} />,
    });
  return (
    <div className="center-bar">
      <fieldset className="center-bar__orders" aria-label="排序">
        {CENTER_ORDERS.map((o) => (
          <button
            key={o.value}
            type="button"
            className="center-bar__order"
            aria-pressed={o.value === f.orderType}
            onClick={() => go(withCenter(f, { orderType: o.value }))}
          >
            {o.label}
          </button>
        ))}
      </fieldset>
      <div className="center-bar__end">
        <button type="button" className="center-bar__reset" disabled={!chosen} onClick={() => go(withCenter(f, NO_CENTER_CHOICE))}>
          重置
        </button>
        {phone && (
          <button type="button" className="center-bar__filter" aria-haspopup="dialog" onClick={openPanel}>
            筛选{chosen > 0 && <span className="center-badge">{chosen}</span>}
          </button>
        )}
      </div>
    </div>
  );
}

function Cards({ list, f }: { list: CourseItem[]; f: CenterFilters }) {
  const go = useGo();
  if (!list.length)
    return (
      <div className="page-state center-empty">
        <p>{centerChosen(f) ? "没有符合条件的课程，换个条件试试" : "暂无课程"}</p>
        {centerChosen(f) > 0 && (
          <button type="button" className="btn btn--primary" onClick={() => go(withCenter(f, NO_CENTER_CHOICE))}>
            清除筛选
          </button>
        )}
      </div>
    );
  return (
    <ul className="card-grid center-grid" aria-label="课程列表">
      {list.map((item) => (
        <li key={item.strId}>
          <CourseCard item={item} />
        </li>
      ))}
    </ul>
  );
}

/** Desktop and tablet: numbered pages, the page in the address. */
function PagedList({ f }: { f: CenterFilters }) {
  const data = useCourseCenter(f);
  return (
    <>
      <Cards list={data.list} f={f} />
      <AddressPagination current={f.page} total={data.pager.totalPage} href={(page) => centerHref({ ...f, page })} />
    </>
  );
}

/** Phones: the next page joins the list as the bottom comes within 100 px. */
function MoreList({ f }: { f: CenterFilters }) {
  const { data, fetchNextPage, hasNextPage, isFetchingNextPage } = useCourseCenterMore(f);
  const list = data.pages.flatMap((p) => p.list);
  return (
    <LoadMore
      margin={CATALOGUE_SCROLL_MARGIN}
      count={list.length}
      hasMore={hasNextPage}
      loading={isFetchingNextPage}
      onLoadMore={() => void fetchNextPage()}
    >
      <Cards list={list} f={f} />
    </LoadMore>
  );
}

/** /Learning/List (columnType 5): the course center, filtered by industry, resource type and theme. */
export function CourseCenterPage({ filters }: { filters: CenterFilters }) {
  const phone = useBreakpoint() === "phone";
  const options = useCenterOptions();
  return (
    <div className="page container course-center">
      <div className="course-center__head">
        <h1 className="course-center__title">课程中心</h1>
        <AppLink className="course-center__specials" href="/Learning/Special">
          专栏 ›
        </AppLink>
      </div>
      {!phone && <TagRows f={filters} options={options} />}
      <OrderBar f={filters} options={options} phone={phone} />
      {phone ? <MoreList f={filters} /> : <PagedList f={filters} />}
    </div>
  );
}

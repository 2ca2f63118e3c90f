import "./course-center.css";
import { useRouter } from "@tanstack/react-router";
import { AppLink } from "@/portal/components/app-link";
import { Toggles } from "@/portal/components/toggles";
import { useBreakpoint } from "@/portal/components/use-breakpoint";
import { LEARNING_COLUMNS } from "@/portal/lib/learning-columns";
import {
  CENTER_GROUPS,
  CENTER_ORDERS,
  type CenterFilters,
  centerChosen,
  centerHref,
  centerTitle,
  NO_CENTER_CHOICE,
  withCenter,
} from "../center-filters";
import { useCenterOptions } from "../center-options";
import { useCourseCenter, useCourseCenterMore } from "../course-center";
import { CatalogueHead } from "./catalogue-links";
import { MoreCourses, PagedCourses } from "./course-list-views";
import { FilterBar } from "./filter-bar";
import { FilterRows } from "./filter-rows";

/** Every filter change is an address change: the list can be linked, and a reload keeps it. */
function useGo() {
  const router = useRouter();
  return (f: CenterFilters) => void router.navigate({ href: centerHref(f) });
}

function PagedList({ f }: { f: CenterFilters }) {
  const go = useGo();
  return (
    <PagedCourses
      data={useCourseCenter(f)}
      page={f.page}
      href={(page) => centerHref({ ...f, page })}
      filtered={centerChosen(f) > 0}
      onClear={() => go(withCenter(f, NO_CENTER_CHOICE))}
    />
  );
}

function MoreList({ f }: { f: CenterFilters }) {
  const go = useGo();
  return <MoreCourses query={useCourseCenterMore(f)} filtered={centerChosen(f) > 0} onClear={() => go(withCenter(f, NO_CENTER_CHOICE))} />;
}

/** The columns' tabs; a tab keeps the tags chosen. */
function ColumnTabs({ f }: { f: CenterFilters }) {
  return (
    <nav className="catalogue-tabs" aria-label="课程栏目">
      {LEARNING_COLUMNS.map((c) => (
        <AppLink
          key={c.value}
          className="catalogue-tabs__tab"
          aria-current={c.value === f.columnType ? "page" : undefined}
          href={centerHref(withCenter(f, { columnType: c.value }))}
        >
          {c.tab}
        </AppLink>
      ))}
    </nav>
  );
}

/** /Learning/List (?columnType= 1-4 for a column): the course center, filtered by industry, resource type and theme. */
export function CourseCenterPage({ filters: f }: { filters: CenterFilters }) {
  const phone = useBreakpoint() === "phone";
  const options = useCenterOptions();
  const go = useGo();
  const choose = (change: Partial<CenterFilters>) => go(withCenter(f, change));
  return (
    <div className="page container course-center">
      <CatalogueHead title={centerTitle(f)} current="/Learning/List" />
      <ColumnTabs f={f} />
      {!phone && <FilterRows groups={CENTER_GROUPS} options={options} choice={f} onChoose={(g, ids) => choose({ [g]: ids })} />}
      <FilterBar
        chosen={centerChosen(f)}
        narrowed={centerChosen(f) > 0}
        onReset={() => choose(NO_CENTER_CHOICE)}
        panel={phone ? { groups: CENTER_GROUPS, options, choice: f, onApply: choose } : undefined}
      >
        <Toggles label="排序" tabs={CENTER_ORDERS} value={f.orderType} onPick={(orderType) => choose({ orderType: orderType ? 1 : 0 })} />
      </FilterBar>
      {phone ? <MoreList f={f} /> : <PagedList f={f} />}
    </div>
  );
}

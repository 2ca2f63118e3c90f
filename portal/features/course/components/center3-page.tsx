import "./course-center.css";
import { useRouter } from "@tanstack/react-router";
import { type Center3Page as Answer, CENTER3_GROUPS } from "@/api/contract/course-catalogue";
import { ChosenChips } from "@/portal/components/chosen-chips";
import { useBreakpoint } from "@/portal/components/use-breakpoint";
import { toggleId } from "@/portal/lib/toggle-id";
import { useCenter3, useCenter3More } from "../center3";
import { type Center3Filters, center3Href } from "../center3-filters";
import { chosenCount, noChoice, settingOptions, withChange } from "../filter-groups";
import { CatalogueHead } from "./catalogue-links";
import { MoreCourses, PagedCourses } from "./course-list-views";
import { FilterBar } from "./filter-bar";
import { HotToggle } from "./hot-toggle";

/** Every filter change is an address change: the list can be linked, and a reload keeps it. */
function useGo() {
  const router = useRouter();
  return (f: Center3Filters) => void router.navigate({ href: center3Href(f) });
}

const narrowing = (f: Center3Filters) => chosenCount(f, CENTER3_GROUPS) + f.isHot;
const cleared = (f: Center3Filters) => withChange(f, { ...noChoice(CENTER3_GROUPS), isHot: 0 });

/**
 * Eight groups are too many for rows of chips: on every screen they sit in the two-level 筛选 pop-up (spec 001), and
 * what is chosen shows under the bar, each removable on its own.
 */
function Bar({ f, first }: { f: Center3Filters; first: Answer }) {
  const go = useGo();
  const choose = (change: Partial<Center3Filters>) => go(withChange(f, change));
  const options = settingOptions(first.traSeting);
  const chips = CENTER3_GROUPS.flatMap((g) =>
    f[g].map((id) => ({
      key: `${g}-${id}`,
      name: options[g].find((o) => o.id === id)?.name ?? "",
      onRemove: () => choose({ [g]: toggleId(f[g], id) }),
    })),
  );
  return (
    <>
      <FilterBar
        chosen={chosenCount(f, CENTER3_GROUPS)}
        narrowed={narrowing(f) > 0}
        onReset={() => go(cleared(f))}
        panel={{ groups: CENTER3_GROUPS, options, choice: f, onApply: choose }}
      >
        <HotToggle on={f.isHot === 1} onToggle={() => choose({ isHot: f.isHot ? 0 : 1 })} />
      </FilterBar>
      <ChosenChips chips={chips.filter((c) => c.name)} />
    </>
  );
}

function Desktop({ f }: { f: Center3Filters }) {
  const go = useGo();
  const data = useCenter3(f);
  return (
    <>
      <Bar f={f} first={data} />
      <PagedCourses
        data={data}
        page={f.page}
        href={(page) => center3Href({ ...f, page })}
        filtered={narrowing(f) > 0}
        onClear={() => go(cleared(f))}
      />
    </>
  );
}

function Phone({ f }: { f: Center3Filters }) {
  const go = useGo();
  const query = useCenter3More(f);
  return (
    <>
      <Bar f={f} first={query.data.pages[0]!} />
      <MoreCourses query={query} filtered={narrowing(f) > 0} onClear={() => go(cleared(f))} />
    </>
  );
}

/** /MoocTraining/Center3: every published course by target, resources, product, industry, post, stage, certificate, audience and 热门. */
export function Center3Page({ filters }: { filters: Center3Filters }) {
  const phone = useBreakpoint() === "phone";
  return (
    <div className="page container course-center">
      <CatalogueHead title="全部课程" current="/MoocTraining/Center3" />
      {phone ? <Phone f={filters} /> : <Desktop f={filters} />}
    </div>
  );
}

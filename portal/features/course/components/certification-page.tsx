import "./course-center.css";
import "./certification.css";
import { useRouter } from "@tanstack/react-router";
import type { ReactNode } from "react";
import type { CertificationPage as Answer } from "@/api/contract/course-catalogue";
import { AppLink } from "@/portal/components/app-link";
import { useBreakpoint } from "@/portal/components/use-breakpoint";
import { useCertification, useCertificationMore } from "../certification";
import { CERT_GROUPS, type CertFilters, type CertPath, certHref } from "../certification-filters";
import { chosenCount, noChoice, settingOptions, withChange } from "../filter-groups";
import { CatalogueHead } from "./catalogue-links";
import { MoreCourses, PagedCourses } from "./course-list-views";
import { FilterBar } from "./filter-bar";
import { FilterRows } from "./filter-rows";
import { HotToggle } from "./hot-toggle";

type Props = { path: CertPath; filters: CertFilters };

/** Every filter change is an address change: the list can be linked, and a reload keeps it. */
function useGo(path: CertPath) {
  const router = useRouter();
  return (f: CertFilters) => void router.navigate({ href: certHref(path, f) });
}

const narrowing = (f: CertFilters) => chosenCount(f, CERT_GROUPS) + f.isHot;
const cleared = (f: CertFilters) => withChange(f, { ...noChoice(CERT_GROUPS), isHot: 0 });

/** The category tabs: 全部 and each category holding courses; a tab keeps the setting chosen. */
function TypeTabs({ path, f, cates }: { path: CertPath; f: CertFilters; cates: Answer["cates"] }) {
  return (
    <nav className="catalogue-tabs" aria-label="课程分类">
      {[{ id: 0, name: "全部" }, ...cates].map((c) => (
        <AppLink
          key={c.id}
          className="catalogue-tabs__tab"
          aria-current={c.id === f.type ? "page" : undefined}
          href={certHref(path, withChange(f, { type: c.id }))}
        >
          {c.name}
        </AppLink>
      ))}
    </nav>
  );
}

/** What both views share around the list: the tabs, the filters and, once every course shown is finished, a note. */
function Frame({
  path,
  f,
  first,
  phone,
  children,
}: {
  path: CertPath;
  f: CertFilters;
  first: Answer;
  phone: boolean;
  children: ReactNode;
}) {
  const go = useGo(path);
  const choose = (change: Partial<CertFilters>) => go(withChange(f, change));
  const options = settingOptions(first.traSeting);
  return (
    <div className={`cert-body${path.endsWith("3") ? " cert-body--side" : ""}`}>
      <TypeTabs path={path} f={f} cates={first.cates} />
      <div className="cert-main">
        {first.isLearned === 1 && <p className="cert-learned">本类课程您已全部学完</p>}
        {!phone && <FilterRows groups={CERT_GROUPS} options={options} choice={f} onChoose={(g, ids) => choose({ [g]: ids })} />}
        <FilterBar
          chosen={chosenCount(f, CERT_GROUPS)}
          narrowed={narrowing(f) > 0}
          onReset={() => go(cleared(f))}
          panel={phone ? { groups: CERT_GROUPS, options, choice: f, onApply: choose } : undefined}
        >
          <HotToggle on={f.isHot === 1} onToggle={() => choose({ isHot: f.isHot ? 0 : 1 })} />
        </FilterBar>
        {children}
      </div>
    </div>
  );
}

function Desktop({ path, filters: f }: Props) {
  const go = useGo(path);
  const data = useCertification(path, f);
  return (
    <Frame path={path} f={f} first={data} phone={false}>
      <PagedCourses
        data={data}
        page={f.page}
        href={(page) => certHref(path, { ...f, page })}
        filtered={narrowing(f) > 0}
        onClear={() => go(cleared(f))}
      />
    </Frame>
  );
}

function Phone({ path, filters: f }: Props) {
  const go = useGo(path);
  const query = useCertificationMore(path, f);
  return (
    <Frame path={path} f={f} first={query.data.pages[0]!} phone>
      <MoreCourses query={query} filtered={narrowing(f) > 0} onClear={() => go(cleared(f))} />
    </Frame>
  );
}

/**
 * /MoocTraining/Certification?type= and its variant layout /MoocTraining/Certification3 (the category tabs in a side
 * column on desktops): the type's courses by the course setting, 已学 on those the signed-in person finished.
 */
export function CertificationPage(props: Props) {
  const phone = useBreakpoint() === "phone";
  return (
    <div className="page container course-center">
      <CatalogueHead title="认证课程" current="/MoocTraining/Certification" />
      {phone ? <Phone {...props} /> : <Desktop {...props} />}
    </div>
  );
}

import "./special.css";
import type { ReactNode } from "react";
import { AddressPagination } from "@/portal/components/address-pagination";
import { AppLink } from "@/portal/components/app-link";
import { CATALOGUE_SCROLL_MARGIN } from "@/portal/components/infinite-scroll";
import { LoadMorePages } from "@/portal/components/load-more";
import { useBreakpoint } from "@/portal/components/use-breakpoint";
import { useSpecialHead } from "../special-head";
import { specialTabsHref } from "../special-href";
import { type TabItem, type TabKind, type TabRef, useTabItems, useTabItemsMore } from "../tab-items";

const KINDS: { kind: TabKind; label: string }[] = [
  { kind: 1, label: "直播" },
  { kind: 2, label: "课程" },
];

/** The route hands in the course and live cards: features do not import each other. */
type RenderItem = (item: TabItem) => ReactNode;

function Cards({ list, t, render }: { list: TabItem[]; t: TabRef; render: RenderItem }) {
  if (!list.length) return <p className="card-grid-empty">{t.kind === 1 ? "该栏目暂无直播" : "该栏目暂无课程"}</p>;
  return (
    <ul className="card-grid" aria-label={t.kind === 1 ? "直播列表" : "课程列表"}>
      {list.map((item) => (
        <li key={item.strId}>{render(item)}</li>
      ))}
    </ul>
  );
}

function PagedList({ t, page, render }: { t: TabRef; page: number; render: RenderItem }) {
  const data = useTabItems(t, page);
  return (
    <>
      <Cards list={data.list} t={t} render={render} />
      <AddressPagination current={page} total={data.pager.totalPage} href={(p) => specialTabsHref(t.specialId, { ...t, page: p })} />
    </>
  );
}

function MoreList({ t, render }: { t: TabRef; render: RenderItem }) {
  return (
    <LoadMorePages query={useTabItemsMore(t)} margin={CATALOGUE_SCROLL_MARGIN}>
      {(list) => <Cards list={list} t={t} render={render} />}
    </LoadMorePages>
  );
}

type Props = { specialId: number; tabsId: number; kind: TabKind; page: number; render: RenderItem };

/** /MoocTraining/SpecialTabs/{id}: the special column's head, its tabs, and within a tab its live sessions or courses. */
export function SpecialTabsPage({ specialId, tabsId, kind, page, render }: Props) {
  const phone = useBreakpoint() === "phone";
  const special = useSpecialHead(specialId);
  const tab = special.tabs.find((x) => x.id === tabsId) ?? special.tabs[0];
  const t = tab ? { specialId, tabsId: tab.id, kind } : null;
  return (
    <div className="page container special-tabs">
      <header className="special-head">
        {special.imageUrl && <img className="special-head__cover" src={special.imageUrl} alt="" />}
        <div className="special-head__text">
          <h1 className="special-head__title">{special.title}</h1>
          {special.summary && <p className="special-head__summary">{special.summary}</p>}
          <p className="special-head__meta">
            {special.trainingCount}场直播 · {special.courseCount}门课程
          </p>
        </div>
      </header>
      {t ? (
        <>
          <nav className="special-nav" aria-label="专栏栏目">
            {special.tabs.map((x) => (
              <AppLink
                key={x.id}
                className="special-nav__tab"
                aria-current={x.id === t.tabsId ? "page" : undefined}
                href={specialTabsHref(specialId, { tabsId: x.id, kind })}
              >
                {x.name}
              </AppLink>
            ))}
          </nav>
          <nav className="special-kinds" aria-label="内容类型">
            {KINDS.map((k) => (
              <AppLink
                key={k.kind}
                className="special-kinds__kind"
                aria-current={k.kind === kind ? "page" : undefined}
                href={specialTabsHref(specialId, { tabsId: t.tabsId, kind: k.kind })}
              >
                {k.label}
              </AppLink>
            ))}
          </nav>
          {phone ? <MoreList key={`${t.tabsId}-${kind}`} t={t} render={render} /> : <PagedList t={t} page={page} render={render} />}
        </>
      ) : (
        <p className="card-grid-empty">该专栏暂无内容</p>
      )}
    </div>
  );
}

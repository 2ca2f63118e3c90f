import "./special.css";
import type { SpecialItem } from "@/api/contract/special";
import { AddressPagination } from "@/portal/components/address-pagination";
import { CATALOGUE_SCROLL_MARGIN } from "@/portal/components/infinite-scroll";
import { LoadMorePages } from "@/portal/components/load-more";
import { useBreakpoint } from "@/portal/components/use-breakpoint";
import { useSpecialList, useSpecialListMore } from "../special-list";
import { SpecialCard } from "./special-card";

function Cards({ list }: { list: SpecialItem[] }) {
  if (!list.length) return <p className="card-grid-empty">暂无专栏</p>;
  return (
    <ul className="card-grid special-grid" aria-label="专栏列表">
      {list.map((item) => (
        <li key={item.id}>
          <SpecialCard item={item} />
        </li>
      ))}
    </ul>
  );
}

function PagedList({ page }: { page: number }) {
  const data = useSpecialList(page);
  return (
    <>
      <Cards list={data.list} />
      <AddressPagination
        current={page}
        total={data.pager.totalPage}
        href={(p) => (p > 1 ? `/Learning/Special?page=${p}` : "/Learning/Special")}
      />
    </>
  );
}

function MoreList() {
  return (
    <LoadMorePages query={useSpecialListMore()} margin={CATALOGUE_SCROLL_MARGIN}>
      {(list) => <Cards list={list} />}
    </LoadMorePages>
  );
}

/** /Learning/Special: the published special columns; numbered pages on desktops, load-more on phones. */
export function SpecialListPage({ page }: { page: number }) {
  const phone = useBreakpoint() === "phone";
  return (
    <div className="page container special-list">
      <h1 className="special-list__title">专栏</h1>
      {phone ? <MoreList /> : <PagedList page={page} />}
    </div>
  );
}

import type { InfiniteData, UseSuspenseInfiniteQueryResult } from "@tanstack/react-query";
import type { CourseItem } from "@/api/contract/course";
import type { Page } from "@/api/contract/pager";
import { AddressPagination } from "@/portal/components/address-pagination";
import { CATALOGUE_SCROLL_MARGIN } from "@/portal/components/infinite-scroll";
import { LoadMorePages } from "@/portal/components/load-more";
import { CourseCards } from "./course-cards";

type Item = CourseItem & { isLearned?: 0 | 1 };
type Empty = { filtered: boolean; onClear: () => void };

/** Desktop and tablet: numbered pages, the page in the address. */
export function PagedCourses({ data, page, href, ...empty }: Empty & { data: Page<Item>; page: number; href: (page: number) => string }) {
  return (
    <>
      <CourseCards list={data.list} {...empty} />
      <AddressPagination current={page} total={data.pager.totalPage} href={href} />
    </>
  );
}

/** Phones: the next page joins the list as the bottom comes within 100 px. */
export function MoreCourses({ query, ...empty }: Empty & { query: UseSuspenseInfiniteQueryResult<InfiniteData<Page<Item>, unknown>> }) {
  return (
    <LoadMorePages query={query} margin={CATALOGUE_SCROLL_MARGIN}>
      {(list) => <CourseCards list={list} {...empty} />}
    </LoadMorePages>
  );
}

import { infiniteQueryOptions, queryOptions, useSuspenseInfiniteQuery, useSuspenseQuery } from "@tanstack/react-query";
import type { CourseItem } from "@/api/contract/course";
import type { Page } from "@/api/contract/pager";
import { moocSpecialTabsCourseCall, moocSpecialTabsZhiboCall } from "@/api/contract/special";
import type { TrainingItem } from "@/api/contract/training";
import { api } from "../../lib/api";
import { nextPage } from "./paged";

/** Three rows of four on desktops. */
const PAGE_SIZE = 12;

/** Which of a tab's lists: 1 its live sessions (SpecialTabsZhibo), 2 its courses (SpecialTabsCourse), as items' `type`. */
export type TabKind = 1 | 2;
export type TabRef = { specialId: number; tabsId: number; kind: TabKind };

export type TabItem = CourseItem | TrainingItem;

const fetchTabItems = ({ specialId, tabsId, kind }: TabRef, currentPage: number): Promise<Page<TabItem>> => {
  const input = { specialId, tabsId, currentPage, pageSize: PAGE_SIZE };
  return kind === 1 ? api.query(moocSpecialTabsZhiboCall, input) : api.query(moocSpecialTabsCourseCall, input);
};

const tabKey = (t: TabRef) => ["special", "tab", t.specialId, t.tabsId, t.kind] as const;

/** The desktop's numbered pages. */
export const getTabItemsQueryOptions = (t: TabRef, page: number) =>
  queryOptions({ queryKey: [...tabKey(t), page], queryFn: () => fetchTabItems(t, page) });

export const useTabItems = (t: TabRef, page: number) => useSuspenseQuery(getTabItemsQueryOptions(t, page)).data;

/** The phone's load-more list. */
export const getTabItemsInfiniteOptions = (t: TabRef) =>
  infiniteQueryOptions({
    queryKey: [...tabKey(t), "more"],
    queryFn: ({ pageParam }) => fetchTabItems(t, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const useTabItemsMore = (t: TabRef) => useSuspenseInfiniteQuery(getTabItemsInfiniteOptions(t));

import { infiniteQueryOptions, queryOptions, useQuery, useSuspenseInfiniteQuery } from "@tanstack/react-query";
import {
  SEARCH_TYPE_LABELS,
  type SearchItem,
  searchClearHistoryCall,
  searchGetlistCall,
  searchSearchListEduCall,
  searchSearchNavCall,
} from "@/api/contract/search";
import { searchHref } from "../../components/site/nav-items";
import { api } from "../../lib/api";

/** The result tabs: all, then the spec's types 1 live, 2 course, 3 article, 4 help center. */
export const SEARCH_TABS = [{ t: 0, label: "全部" }, ...Object.entries(SEARCH_TYPE_LABELS).map(([t, label]) => ({ t: Number(t), label }))];

const SEARCH_PAGE_SIZE = 10;
/** Spec 000 section 9: the overlay suggests four results. */
const SUGGESTION_SIZE = 4;

/** Every search query sits under "search". */
export const SEARCH_KEYS = {
  all: ["search"],
  lists: ["search", "lists"],
  suggestions: (key: string) => ["search", "nav", key],
  results: (key: string, t: number) => ["search", "results", key, t],
} as const;

/** The site search's type of a position (SEARCH_TYPE_LABELS: 5 职位). */
const POSITION_TYPE = 5;

/**
 * Where a result leads: its stored address, and for a position `?from=search` besides, so an application sent from
 * that page tells HR it came from a search (its 来源). Added here: the index keeps the page's plain address.
 */
export const resultHref = (item: Pick<SearchItem, "t" | "url">) =>
  item.t === POSITION_TYPE ? `${item.url}${item.url.includes("?") ? "&" : "?"}from=search` : item.url;

/** The results page of a query: /Faq/Search?key=&name= (name: where the search started, e.g. header). */
export function searchPageHref(key: string, name = "", t = 0) {
  return `${searchHref(key)}&name=${encodeURIComponent(name)}${t > 0 ? `&t=${t}` : ""}`;
}

/**
 * Search/getlist: hot terms, the searcher's history and the input's suggested term; asked afresh each time the
 * overlay opens, so the search just run is in the history.
 */
const searchListsQueryOptions = () =>
  queryOptions({ queryKey: SEARCH_KEYS.lists, queryFn: () => api.query(searchGetlistCall), staleTime: 0 });

export const useSearchLists = (enabled: boolean) => useQuery({ ...searchListsQueryOptions(), enabled });

/** Search/SearchNav: four suggestions for what is typed so far. */
export function useSuggestions(key: string) {
  return useQuery({
    queryKey: SEARCH_KEYS.suggestions(key),
    queryFn: () => api.query(searchSearchNavCall, { key, currentPage: 1, pageSize: SUGGESTION_SIZE }),
    enabled: key.trim() !== "",
    staleTime: 60_000,
    placeholderData: (previous) => previous,
  });
}

/** search/SearchListEdu: the results of one tab, page after page. */
export const getSearchResultsQueryOptions = (key: string, t: number) =>
  infiniteQueryOptions({
    queryKey: SEARCH_KEYS.results(key, t),
    queryFn: ({ pageParam }) => api.query(searchSearchListEduCall, { key, id: t, currentPage: pageParam, pageSize: SEARCH_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pager.currentPage < last.pager.totalPage ? last.pager.currentPage + 1 : undefined),
  });

export const useSearchResults = (key: string, t: number) => useSuspenseInfiniteQuery(getSearchResultsQueryOptions(key, t));

/** Search/ClearHistory: the overlay's 清空. */
export const clearSearchHistory = () => api.send(searchClearHistoryCall);

import { useSuspenseInfiniteQuery, useSuspenseQuery } from "@tanstack/react-query";
import { trainingGetCateListCall } from "@/api/contract/training";
import { api } from "../../lib/api";
import { type LiveFilters, livePayload } from "./live-filters";
import { pagedQueries } from "./paged-queries";

const LIVE_PAGE_SIZE = 12;

/** Training/GetCateList: one page of the sessions these filters match, with the categories for the tabs. */
const liveList = (f: LiveFilters) =>
  pagedQueries(["training", "list", livePayload(f)], (currentPage) =>
    api.query(trainingGetCateListCall, { ...livePayload(f), currentPage, pageSize: LIVE_PAGE_SIZE }),
  );

/** The desktop's numbered pages. */
export const getLiveListQueryOptions = (f: LiveFilters) => liveList(f).page(f.page);

export const useLiveList = (f: LiveFilters) => useSuspenseQuery(getLiveListQueryOptions(f)).data;

/** The phone's load-more list. */
export const getLiveListInfiniteOptions = (f: LiveFilters) => liveList(f).more();

export const useLiveListMore = (f: LiveFilters) => useSuspenseInfiniteQuery(getLiveListInfiniteOptions(f));

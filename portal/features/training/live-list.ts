import { useSuspenseInfiniteQuery, useSuspenseQuery } from "@tanstack/react-query";
import { trainingGetCateListCall } from "@/api/contract/training";
import { api } from "../../lib/api";
import { pagedQueries } from "./paged-queries";

const LIVE_PAGE_SIZE = 12;

/** Training/GetCateList: one page of a category's sessions (0: all), with the categories for the tabs. */
const fetchLiveList = (cateId: number, currentPage: number) =>
  api.query(trainingGetCateListCall, { cateId, currentPage, pageSize: LIVE_PAGE_SIZE });

const liveList = (cateId: number) => pagedQueries(["training", "list", cateId], (page) => fetchLiveList(cateId, page));

/** The desktop's numbered pages. */
export const getLiveListQueryOptions = (cateId: number, page: number) => liveList(cateId).page(page);

export const useLiveList = (cateId: number, page: number) => useSuspenseQuery(getLiveListQueryOptions(cateId, page)).data;

/** The phone's load-more list. */
export const getLiveListInfiniteOptions = (cateId: number) => liveList(cateId).more();

export const useLiveListMore = (cateId: number) => useSuspenseInfiniteQuery(getLiveListInfiniteOptions(cateId));

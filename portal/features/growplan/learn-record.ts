import { infiniteQueryOptions, useSuspenseInfiniteQuery } from "@tanstack/react-query";
import { growPlanLearnRecordCall } from "@/api/contract/growplan";
import { api } from "../../lib/api";
import { GROWPLAN_KEYS } from "./keys";

const PAGE_SIZE = 20;

/** GrowPlan/LearnRecord {month, currentPage}: a page of study time per day and course ('' month: every month). */
const fetchLearnRecord = (month: string, currentPage: number) =>
  api.query(growPlanLearnRecordCall, { month, currentPage, pageSize: PAGE_SIZE });

export const getLearnRecordQueryOptions = (month: string) =>
  infiniteQueryOptions({
    queryKey: GROWPLAN_KEYS.learnRecord(month),
    queryFn: ({ pageParam }) => fetchLearnRecord(month, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pager.currentPage < last.pager.totalPage ? last.pager.currentPage + 1 : undefined),
  });

export const useLearnRecord = (month: string) => useSuspenseInfiniteQuery(getLearnRecordQueryOptions(month));

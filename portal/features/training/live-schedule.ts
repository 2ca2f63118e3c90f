import { useSuspenseInfiniteQuery, useSuspenseQuery } from "@tanstack/react-query";
import { trainingLiveSchedulelistCall } from "@/api/contract/training";
import { api } from "../../lib/api";
import { pagedQueries } from "./paged-queries";
import { monthStart } from "./schedule-month";

const SCHEDULE_PAGE_SIZE = 10;

/** training/LiveSchedulelist: one page of a month's sessions ('YYYY-MM', UTC+8), by start time. */
const fetchSchedule = (month: string, currentPage: number) =>
  api.query(trainingLiveSchedulelistCall, { start: monthStart(month), currentPage, pageSize: SCHEDULE_PAGE_SIZE });

const schedule = (month: string) => pagedQueries(["training", "schedule", month], (page) => fetchSchedule(month, page));

/** The desktop's numbered pages. */
export const getScheduleQueryOptions = (month: string, page: number) => schedule(month).page(page);

export const useSchedule = (month: string, page: number) => useSuspenseQuery(getScheduleQueryOptions(month, page)).data;

/** The phone's load-more list. */
export const getScheduleInfiniteOptions = (month: string) => schedule(month).more();

export const useScheduleMore = (month: string) => useSuspenseInfiniteQuery(getScheduleInfiniteOptions(month));

import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { monthStart } from "./schedule-month";
import type { TrainingItem } from "./training-item";

/** training/LivePreDetail: the month's sessions grouped by UTC+8 day (days without a session are left out). */
export type MonthSchedule = { month: string; start: string; end: string; days: { date: string; list: TrainingItem[] }[] };

export const fetchMonthSchedule = (month: string) => api.query<MonthSchedule>("training/LivePreDetail", { start: monthStart(month) });

export const getMonthScheduleQueryOptions = (month: string) =>
  queryOptions({ queryKey: ["training", "month", month], queryFn: () => fetchMonthSchedule(month) });

export const useMonthSchedule = (month: string) => useSuspenseQuery(getMonthScheduleQueryOptions(month)).data;

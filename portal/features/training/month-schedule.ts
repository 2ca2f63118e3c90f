import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { trainingLivePreDetailCall } from "@/api/contract/training";
import { api } from "../../lib/api";
import { monthStart } from "./schedule-month";

const fetchMonthSchedule = (month: string) => api.query(trainingLivePreDetailCall, { start: monthStart(month) });

export const getMonthScheduleQueryOptions = (month: string) =>
  queryOptions({ queryKey: ["training", "month", month], queryFn: () => fetchMonthSchedule(month) });

export const useMonthSchedule = (month: string) => useSuspenseQuery(getMonthScheduleQueryOptions(month)).data;

import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { pearsonGettimeCall, type SittingDates } from "@/api/contract/certification-booking";
import { api } from "@/portal/lib/api";
import { bookingKeys } from "./exam-status";

const fetchSittingDates = (examId: number) => api.query(pearsonGettimeCall, { examid: examId });

export const getSittingDatesQueryOptions = (examId: number) =>
  queryOptions({ queryKey: bookingKeys.dates(examId), queryFn: () => fetchSittingDates(examId) });

export const useSittingDates = (examId: number) => useSuspenseQuery(getSittingDatesQueryOptions(examId)).data;

/** Both lists in date order, each marked full or not, for one picker. */
export function pickerDates({ ok, no }: SittingDates) {
  return [...ok.map((date) => ({ date, full: false })), ...no.map((date) => ({ date, full: true }))].sort((a, b) =>
    a.date.localeCompare(b.date),
  );
}

const WEEKDAYS = ["周日", "周一", "周二", "周三", "周四", "周五", "周六"];

/** '2031-06-01' → { day: '06-01', weekday: '周日' } (the date is already Beijing's, so read it as a plain date). */
export function dateLabel(date: string) {
  const [y, m, d] = date.split("-").map(Number);
  return {
    day: `${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`,
    weekday: WEEKDAYS[new Date(Date.UTC(y!, m! - 1, d!)).getUTCDay()]!,
  };
}

import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { pearsonExamstatusCall } from "@/api/contract/certification-booking";
import { api } from "@/portal/lib/api";

/** Every booking query of an exam sits under this key, so a booking refreshes status, dates and sittings at once. */
export const bookingKeys = {
  exam: (examId: number) => ["certification", "booking", examId],
  status: (examId: number) => ["certification", "booking", examId, "status"],
  dates: (examId: number) => ["certification", "booking", examId, "dates"],
  day: (examId: number, date: string) => ["certification", "booking", examId, "day", date],
} as const;

/** While the review is pending the page asks again on its own, so the approval shows without a reload. */
const POLL_MS = 15_000;

const fetchExamStatus = (examId: number) => api.query(pearsonExamstatusCall, { examid: examId });

export const getExamStatusQueryOptions = (examId: number) =>
  queryOptions({
    queryKey: bookingKeys.status(examId),
    queryFn: () => fetchExamStatus(examId),
    refetchInterval: (query) => (query.state.data?.status === "waitaudit" ? POLL_MS : false),
    refetchOnWindowFocus: true,
  });

export const useExamStatus = (examId: number) => useSuspenseQuery(getExamStatusQueryOptions(examId));

/** The page's ?examid= as a number (0 when it is not one: the server then answers 考试不存在). */
export function examIdOf(text: string | undefined) {
  const n = Number(text);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
}

import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { type ExamCard, pearsonExamallCall } from "@/api/contract/certification-exams";
import { api } from "@/portal/lib/api";

export const examKeys = {
  list: ["certification", "exams"],
  info: (examId: number) => ["certification", "exams", examId, "info"],
} as const;

const fetchExamList = () => api.query(pearsonExamallCall);

export const getExamListQueryOptions = () => queryOptions({ queryKey: examKeys.list, queryFn: fetchExamList, staleTime: 60_000 });

export const useExamList = () => useSuspenseQuery(getExamListQueryOptions()).data;

/** /certification/carselect: the exams grouped by certification series, in list order. */
export function groupBySeries(exams: ExamCard[]) {
  const groups = new Map<string, ExamCard[]>();
  for (const exam of exams) {
    const key = exam.series || "其他认证";
    groups.set(key, [...(groups.get(key) ?? []), exam]);
  }
  return [...groups].map(([series, list]) => ({ series, list }));
}

import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { pearsonHistoryScoreCall } from "@/api/contract/certification-requests";
import { api } from "@/portal/lib/api";
import { MY_EXAM_KEYS } from "./my-exams";

/** pearson/HistoryScore {examid?}: the person's results per exam. */
const fetchHistoryScore = (examId: number) => api.query(pearsonHistoryScoreCall, examId ? { examid: examId } : {});

export const getHistoryScoreQueryOptions = (examId: number) =>
  queryOptions({ queryKey: [...MY_EXAM_KEYS.all, "history", examId], queryFn: () => fetchHistoryScore(examId) });

export const useHistoryScore = (examId: number) => useSuspenseQuery(getHistoryScoreQueryOptions(examId)).data;

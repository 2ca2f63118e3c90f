import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { api } from "@/portal/lib/api";
import { MY_EXAM_KEYS } from "./my-exams";

export type ScoredAttempt = {
  eadid: number;
  attempt: number;
  score: number;
  status: string;
  statusText: string;
  resultTime: string;
  certificateNo: string;
};
export type ExamScores = {
  examId: number;
  examName: string;
  passScore: number;
  zongFen: number;
  bestScore: number;
  passed: boolean;
  list: ScoredAttempt[];
};

/** pearson/HistoryScore {examid?}: the person's results per exam. */
export const fetchHistoryScore = (examId: number) =>
  api.query<{ list: ExamScores[] }>("pearson/HistoryScore", examId ? { examid: examId } : {});

export const getHistoryScoreQueryOptions = (examId: number) =>
  queryOptions({ queryKey: [...MY_EXAM_KEYS.all, "history", examId], queryFn: () => fetchHistoryScore(examId) });

export const useHistoryScore = (examId: number) => useSuspenseQuery(getHistoryScoreQueryOptions(examId)).data;

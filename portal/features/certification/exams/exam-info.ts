import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/portal/lib/api";
import { type ExamCard, examKeys } from "./exam-list";

/** Pearson/GetExamNewSys: the info pop-up, with the signed-in person's attempts and open registration. */
export type ExamInfo = ExamCard & {
  subjectNum: number;
  zongFen: number;
  passScore: number;
  duration: number;
  cnt: number;
  monthlyLimit: number;
  joinNum: number;
  discipline: string;
  /** null: unlimited, or a visitor. */
  attemptsLeft: number | null;
  /** Why a new registration is refused now ('' when it may start). */
  refusal: string;
  /** Where an open registration goes on ('' when there is none). */
  nextUrl: string;
};

export const fetchExamInfo = (examId: number) => api.query<ExamInfo>("Pearson/GetExamNewSys", { examId });

export const getExamInfoQueryOptions = (examId: number) =>
  queryOptions({ queryKey: examKeys.info(examId), queryFn: () => fetchExamInfo(examId) });

export const useExamInfo = (examId: number) => useQuery(getExamInfoQueryOptions(examId));

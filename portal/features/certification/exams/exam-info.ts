import { queryOptions, useQuery } from "@tanstack/react-query";
import { pearsonGetExamNewSysCall } from "@/api/contract/certification-exams";
import { api } from "@/portal/lib/api";
import { examKeys } from "./exam-list";

const fetchExamInfo = (examId: number) => api.query(pearsonGetExamNewSysCall, { examId });

export const getExamInfoQueryOptions = (examId: number) =>
  queryOptions({ queryKey: examKeys.info(examId), queryFn: () => fetchExamInfo(examId) });

export const useExamInfo = (examId: number) => useQuery(getExamInfoQueryOptions(examId));

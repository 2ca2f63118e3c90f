import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { growPlanSpecialExam3Call } from "@/api/contract/growplan";
import { api } from "../../lib/api";

/** GrowPlan/SpecialExam3 {planId 0}: the exams of my growth plan, passed or not (the growth plan's own call). */
export const getSpecialExamsQueryOptions = () =>
  queryOptions({ queryKey: ["credits", "specialexams"], queryFn: () => api.query(growPlanSpecialExam3Call, { planId: 0 }) });

export const useSpecialExams = () => useSuspenseQuery(getSpecialExamsQueryOptions()).data;

import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { growPlanPlanListCall } from "@/api/contract/growplan";
import { api } from "../../lib/api";
import { GROWPLAN_KEYS } from "./keys";

/**
 * GrowPlan/PlanList: stages and tasks with the person's status, of their own plan (specialId 0; 302 to
 * /growplan/start without one) or of a special plan by its id.
 */
const fetchPlanList = (specialId: number) => api.query(growPlanPlanListCall, specialId ? { planId: specialId, isSpecial: 1 } : {});

export const getPlanListQueryOptions = (specialId = 0) =>
  queryOptions({ queryKey: [...GROWPLAN_KEYS.planList, specialId], queryFn: () => fetchPlanList(specialId) });

export const usePlanList = (specialId = 0) => useSuspenseQuery(getPlanListQueryOptions(specialId)).data;

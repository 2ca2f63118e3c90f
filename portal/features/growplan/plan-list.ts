import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { growPlanPlanListCall } from "@/api/contract/growplan";
import { api } from "../../lib/api";
import { GROWPLAN_KEYS } from "./keys";

/** GrowPlan/PlanList: the person's plan, stages and tasks with their status (302 to /growplan/start without one). */
const fetchPlanList = () => api.query(growPlanPlanListCall, {});

export const getPlanListQueryOptions = () => queryOptions({ queryKey: GROWPLAN_KEYS.planList, queryFn: fetchPlanList });

export const usePlanList = () => useSuspenseQuery(getPlanListQueryOptions()).data;

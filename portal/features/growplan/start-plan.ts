import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type GrowStartSchema, growPlanStartCall } from "@/api/contract/growplan";
import { api, type CallOptions, type PayloadOf } from "../../lib/api";
import { GROWPLAN_KEYS } from "./keys";

type StartInput = PayloadOf<typeof GrowStartSchema>;

/** GrowPlan/Start {post, customPost, stage, industry}: answers the plan chosen for the person. */
const startPlan = (input: StartInput, options?: CallOptions) => api.send(growPlanStartCall, input, options);

export function useStartPlan(options?: CallOptions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StartInput) => startPlan(input, options),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GROWPLAN_KEYS.planList }),
  });
}

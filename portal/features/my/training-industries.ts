import { queryOptions, useQuery } from "@tanstack/react-query";
import { commonTrainingIndustryCall } from "@/api/contract/common";
import { api } from "../../lib/api";
import { REFERENCE_STALE_MS } from "../../lib/query-client";

/** common/trainingIndustry: the industries training is offered for ([] while they load). */
const fetchTrainingIndustries = () => api.query(commonTrainingIndustryCall);

export const useTrainingIndustries = () =>
  useQuery(queryOptions({ queryKey: ["my", "trainingIndustries"], queryFn: fetchTrainingIndustries, staleTime: REFERENCE_STALE_MS }))
    .data ?? [];

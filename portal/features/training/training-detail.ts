import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { trainingDetailCall } from "@/api/contract/training";
import { api } from "../../lib/api";

export const fetchTrainingDetail = (id: string) => api.query(trainingDetailCall, { id });

export const getTrainingDetailQueryOptions = (id: string) =>
  queryOptions({ queryKey: ["training", "detail", id], queryFn: () => fetchTrainingDetail(id) });

export const useTrainingDetail = (id: string) => useSuspenseQuery(getTrainingDetailQueryOptions(id)).data;

import { queryOptions } from "@tanstack/react-query";
import { trainingGetCurrentLiveingPopCall } from "@/api/contract/training";
import { api } from "../../lib/api";

/** training/GetCurrentLiveingPop: the live session the signed-in person signed up for, live now, or null. */
export const getCurrentLivePopQueryOptions = () =>
  queryOptions({ queryKey: ["training", "current-live-pop"], queryFn: () => api.query(trainingGetCurrentLiveingPopCall) });

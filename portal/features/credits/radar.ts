import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { myRadarCall } from "@/api/contract/my-credits";
import { api } from "../../lib/api";

/** My/Radar: my 10 skill axes. */
export const getRadarQueryOptions = () => queryOptions({ queryKey: ["credits", "radar"], queryFn: () => api.query(myRadarCall) });

export const useRadar = () => useSuspenseQuery(getRadarQueryOptions()).data;

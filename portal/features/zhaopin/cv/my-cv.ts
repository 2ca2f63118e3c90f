import { queryOptions, useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { zhaopinGetMyCvCall } from "@/api/contract/zhaopin-cv";
import { api } from "../../../lib/api";
import { CV_KEYS } from "./keys";

/** ZhaoPin/GetMyCV: the person's CV (id 0 while they have none). */
export const getMyCvQueryOptions = () => queryOptions({ queryKey: CV_KEYS.cv, queryFn: () => api.query(zhaopinGetMyCvCall) });

export const useMyCv = () => useSuspenseQuery(getMyCvQueryOptions()).data.cv;

/** The CV where a page may not have loaded it (the public-CV switch): undefined until it answers. */
export const useMyCvMaybe = () => useQuery({ ...getMyCvQueryOptions(), retry: false }).data?.cv;

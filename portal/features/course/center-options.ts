import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { trainingGetList3Call } from "@/api/contract/training";
import { api } from "../../lib/api";
import type { CenterGroup } from "./center-filters";

export type CenterOptions = Record<CenterGroup, { id: number; name: string }[]>;

/**
 * The filter panel's chips. The catalogue's tags travel with Training/GetList3 (traSeting: industries and resource
 * types, the same ids the course center filters by); one row is asked for, only the options are read. No call offers
 * the theme tags yet, so that group stays hidden (the panel leaves out groups without options).
 */
const fetchCenterOptions = async (): Promise<CenterOptions> => {
  const { traSeting } = await api.query(trainingGetList3Call, { currentPage: 1, pageSize: 1 });
  return { industry: traSeting.industry.map((o) => ({ id: o.id, name: o.title })), resources: traSeting.resource, theme: [] };
};

export const getCenterOptionsQueryOptions = () =>
  queryOptions({ queryKey: ["course", "center-options"], queryFn: fetchCenterOptions, staleTime: 10 * 60_000 });

export const useCenterOptions = () => useSuspenseQuery(getCenterOptionsQueryOptions()).data;

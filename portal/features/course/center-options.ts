import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { learningGetCourseCenterListCall } from "@/api/contract/course";
import { api } from "../../lib/api";
import type { CenterGroup } from "./center-filters";
import type { FilterOptions } from "./filter-groups";

/**
 * The filter panel's chips, from the course center's own answer (traSeting: industries, resource and theme tags);
 * one row is asked for, only the options are read, and kept a while (operators rarely add a tag).
 */
const fetchCenterOptions = async (): Promise<FilterOptions<CenterGroup>> => {
  const { traSeting } = await api.query(learningGetCourseCenterListCall, { currentPage: 1, pageSize: 1 });
  return { industry: traSeting.industry.map((o) => ({ id: o.id, name: o.title })), resources: traSeting.resources, theme: traSeting.theme };
};

export const getCenterOptionsQueryOptions = () =>
  queryOptions({ queryKey: ["course", "center-options"], queryFn: fetchCenterOptions, staleTime: 10 * 60_000 });

export const useCenterOptions = () => useSuspenseQuery(getCenterOptionsQueryOptions()).data;

import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { moocCenter3Call } from "@/api/contract/course-catalogue";
import { api } from "../../lib/api";
import type { CenterGroup } from "./center-filters";
import type { FilterOptions } from "./filter-groups";

/**
 * The filter panel's chips: industries, resource and theme tags, from the course catalogue's options (traSeting, which
 * MoocTraining/Center3 carries; the course center's own list call is a bare pager, asked at every filter change). One
 * row is asked for, only the options are read, and kept a while (operators rarely add a tag).
 */
const fetchCenterOptions = async (): Promise<FilterOptions<CenterGroup>> => {
  const { traSeting } = await api.query(moocCenter3Call, { currentPage: 1, pageSize: 1 });
  return { industry: traSeting.industry.map((o) => ({ id: o.id, name: o.title })), resources: traSeting.resources, theme: traSeting.theme };
};

export const getCenterOptionsQueryOptions = () =>
  queryOptions({ queryKey: ["course", "center-options"], queryFn: fetchCenterOptions, staleTime: 10 * 60_000 });

export const useCenterOptions = () => useSuspenseQuery(getCenterOptionsQueryOptions()).data;

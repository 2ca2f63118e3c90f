import { useSuspenseInfiniteQuery, useSuspenseQuery } from "@tanstack/react-query";
import { learningGetCourseCenterListCall } from "@/api/contract/course";
import { api } from "../../lib/api";
import { type CenterFilters, centerPayload } from "./center-filters";
import { CATALOGUE_PAGE_SIZE, pagedQueries } from "./paged-queries";

const center = pagedQueries(
  (f: CenterFilters) => ["course", "center", centerPayload(f)],
  (f, currentPage) => api.query(learningGetCourseCenterListCall, { ...centerPayload(f), currentPage, pageSize: CATALOGUE_PAGE_SIZE }),
);

export const getCourseCenterQueryOptions = center.paged;
export const useCourseCenter = (f: CenterFilters) => useSuspenseQuery(center.paged(f)).data;

export const getCourseCenterInfiniteOptions = center.more;
export const useCourseCenterMore = (f: CenterFilters) => useSuspenseInfiniteQuery(center.more(f));

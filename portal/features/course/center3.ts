import { useSuspenseInfiniteQuery, useSuspenseQuery } from "@tanstack/react-query";
import { moocCenter3Call } from "@/api/contract/course-catalogue";
import { api } from "../../lib/api";
import { type Center3Filters, center3Payload } from "./center3-filters";
import { CATALOGUE_PAGE_SIZE, pagedQueries } from "./paged-queries";

const center3 = pagedQueries(
  (f: Center3Filters) => ["course", "center3", center3Payload(f)],
  (f, currentPage) => api.query(moocCenter3Call, { ...center3Payload(f), currentPage, pageSize: CATALOGUE_PAGE_SIZE }),
);

export const getCenter3QueryOptions = center3.paged;
export const useCenter3 = (f: Center3Filters) => useSuspenseQuery(center3.paged(f)).data;

export const getCenter3InfiniteOptions = center3.more;
export const useCenter3More = (f: Center3Filters) => useSuspenseInfiniteQuery(center3.more(f));

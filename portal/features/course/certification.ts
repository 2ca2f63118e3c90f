import { useSuspenseInfiniteQuery, useSuspenseQuery } from "@tanstack/react-query";
import { moocCertification3Call, moocCertificationCall } from "@/api/contract/course-catalogue";
import { api } from "../../lib/api";
import { type CertFilters, type CertPath, certPayload } from "./certification-filters";
import { CATALOGUE_PAGE_SIZE, pagedQueries } from "./paged-queries";

/** One pair of queries per page: the two layouts ask their own call. */
const byPath = (path: CertPath, call: typeof moocCertificationCall) =>
  pagedQueries(
    (f: CertFilters) => ["course", "certification", path, certPayload(f)],
    (f, currentPage) => api.query(call, { ...certPayload(f), basePager: { currentPage, pageSize: CATALOGUE_PAGE_SIZE } }),
  );

const QUERIES = {
  "/MoocTraining/Certification": byPath("/MoocTraining/Certification", moocCertificationCall),
  "/MoocTraining/Certification3": byPath("/MoocTraining/Certification3", moocCertification3Call),
};

export const getCertificationQueryOptions = (path: CertPath, f: CertFilters) => QUERIES[path].paged(f);
export const useCertification = (path: CertPath, f: CertFilters) => useSuspenseQuery(QUERIES[path].paged(f)).data;

export const getCertificationInfiniteOptions = (path: CertPath, f: CertFilters) => QUERIES[path].more(f);
export const useCertificationMore = (path: CertPath, f: CertFilters) => useSuspenseInfiniteQuery(QUERIES[path].more(f));

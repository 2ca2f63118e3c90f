import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api";

/** One cache for the app: an answer from the server (ApiError) is final; a network failure is tried twice more. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => !(error instanceof ApiError) && failures < 2,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
    },
  });
}

/** Reference lists (industries, regions) change with a release, not while someone fills in a form. */
export const REFERENCE_STALE_MS = 60 * 60_000;

import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { myCerContinueCall } from "@/api/contract/my-credits";
import { api } from "../../lib/api";

export type CreditsQuery = { page: number; type: number; date: string };

/** my/CerContinue: one page of my credits on the chosen date ('' now). */
export const getCreditsQueryOptions = (q: CreditsQuery) =>
  queryOptions({
    queryKey: ["credits", "cercontinue", q.page, q.type, q.date],
    queryFn: () => api.query(myCerContinueCall, { currentPage: q.page, type: q.type, date: q.date }),
  });

export const useCredits = (q: CreditsQuery) => useSuspenseQuery(getCreditsQueryOptions(q)).data;

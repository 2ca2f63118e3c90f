import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { CREDITS_MIN_DATE, myCerContinueCall } from "@/api/contract/my-credits";
import { api } from "../../lib/api";

export type CreditsQuery = { page: number; type: number; date: string };

/** my/CerContinue: one page of my credits on the chosen date ('' now; none before the picker's first day). */
export const getCreditsQueryOptions = (query: CreditsQuery) => {
  const q = { ...query, date: query.date && query.date < CREDITS_MIN_DATE ? CREDITS_MIN_DATE : query.date };
  return queryOptions({
    queryKey: ["credits", "cercontinue", q.page, q.type, q.date],
    queryFn: () => api.query(myCerContinueCall, { currentPage: q.page, type: q.type, date: q.date }),
  });
};

export const useCredits = (q: CreditsQuery) => useSuspenseQuery(getCreditsQueryOptions(q)).data;

import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { commonCurrentuserCall } from "@/api/contract/session";
import { api } from "./api";
import { PROFILE_KEYS } from "./query-keys";

/** common/currentuser: who is signed in, null for a visitor. */
const fetchCurrentUser = () => api.query(commonCurrentuserCall);

export const getCurrentUserQueryOptions = () =>
  queryOptions({ queryKey: PROFILE_KEYS.currentUser, queryFn: fetchCurrentUser, staleTime: 60_000 });

export const useCurrentUser = () => useSuspenseQuery(getCurrentUserQueryOptions()).data;

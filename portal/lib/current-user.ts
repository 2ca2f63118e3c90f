import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { commonCurrentuserCall, type CurrentUser as SignedIn } from "@/api/contract/account";
import { api } from "./api";
import { PROFILE_KEYS } from "./query-keys";

/** The signed-in person, null for a visitor. */
export type CurrentUser = SignedIn | null;

/** common/currentuser: who is signed in, null for a visitor. */
export const fetchCurrentUser = () => api.query(commonCurrentuserCall);

export const getCurrentUserQueryOptions = () =>
  queryOptions({ queryKey: PROFILE_KEYS.currentUser, queryFn: fetchCurrentUser, staleTime: 60_000 });

export const useCurrentUser = () => useSuspenseQuery(getCurrentUserQueryOptions()).data;

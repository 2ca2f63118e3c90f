import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { api } from "./api";
import { PROFILE_KEYS } from "./query-keys";

export type CurrentUser = { id: number; areaCode: string; mobile: string; chineseName: string; roles: string[] } | null;

/** common/currentuser: who is signed in, null for a visitor. */
export const fetchCurrentUser = () => api.query<CurrentUser>("common/currentuser");

export const getCurrentUserQueryOptions = () =>
  queryOptions({ queryKey: PROFILE_KEYS.currentUser, queryFn: fetchCurrentUser, staleTime: 60_000 });

export const useCurrentUser = () => useSuspenseQuery(getCurrentUserQueryOptions()).data;

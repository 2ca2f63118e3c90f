import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { myUserinfoCall, type UserInfo } from "@/api/contract/my";
import { api } from "@/portal/lib/api";
import { PROFILE_KEYS } from "@/portal/lib/query-keys";

/** What the registration form starts from (my/userinfo; a visitor's 1503 sends the route to the login page). */
export type Profile = Pick<UserInfo, "areaCode" | "mobile" | "chineseName" | "companyName">;

const fetchProfile = () => api.query(myUserinfoCall);

export const getProfileQueryOptions = () => queryOptions({ queryKey: PROFILE_KEYS.userInfo, queryFn: fetchProfile });

export const useProfile = () => useSuspenseQuery(getProfileQueryOptions()).data;

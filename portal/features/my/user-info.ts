import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { myUserinfoCall } from "@/api/contract/my";
import { api } from "../../lib/api";
import { PROFILE_KEYS } from "../../lib/query-keys";

/** my/userinfo: the signed-in person's profile (1503 for a visitor). */
const fetchUserInfo = () => api.query(myUserinfoCall);

export const getUserInfoQueryOptions = () => queryOptions({ queryKey: PROFILE_KEYS.userInfo, queryFn: fetchUserInfo });

export const useUserInfo = () => useSuspenseQuery(getUserInfoQueryOptions()).data;

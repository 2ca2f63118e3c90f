import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { PROFILE_KEYS } from "../../lib/query-keys";

export type UserInfo = {
  id: number;
  areaCode: string;
  mobile: string;
  chineseName: string;
  companyName: string;
  headImgUrl: string;
  roles: string[];
};

/** my/userinfo: the signed-in person's profile (1503 for a visitor). */
export const fetchUserInfo = () => api.query<UserInfo>("my/userinfo");

export const getUserInfoQueryOptions = () => queryOptions({ queryKey: PROFILE_KEYS.userInfo, queryFn: fetchUserInfo });

export const useUserInfo = () => useSuspenseQuery(getUserInfoQueryOptions()).data;

import { useQuery } from "@tanstack/react-query";
import { myUserinfoCall, type UserInfo } from "@/api/contract/my";
import { api } from "./api";
import { PROFILE_KEYS } from "./query-keys";

/**
 * my/userinfo (the same query as the my area) for forms that start from the person's profile (/my/edit) instead of
 * asking again: `me` is undefined until it answers and for a visitor; `settled` once it has answered either way.
 */
export function useMyProfile() {
  const { data, isPending } = useQuery({ queryKey: PROFILE_KEYS.userInfo, queryFn: () => api.query(myUserinfoCall), retry: false });
  return { me: data, settled: !isPending };
}

/** The profile's number where a form takes only a mainland mobile (a recipient's, an invoice's): blank otherwise. */
export const mainlandMobileOf = (me: Pick<UserInfo, "areaCode" | "mobile"> | undefined) =>
  me && me.areaCode.replace("+", "") === "86" ? me.mobile : "";

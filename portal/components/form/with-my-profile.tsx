import type { ReactNode } from "react";
import type { UserInfo } from "@/api/contract/my";
import { useMyProfile } from "../../lib/my-profile";

type Props = {
  /** The class of the 加载中… line shown until the profile has answered. */
  loadingClassName?: string;
  children: (me: UserInfo | undefined) => ReactNode;
};

/**
 * A form that starts from what the person's profile (/my/edit) holds instead of asking again: drawn once my/userinfo
 * has answered (`me` is undefined for a visitor), so its defaults are the profile's and nothing typed is overwritten.
 */
export function WithMyProfile({ loadingClassName, children }: Props) {
  const { me, settled } = useMyProfile();
  if (!settled) return <p className={loadingClassName}>加载中…</p>;
  return children(me);
}

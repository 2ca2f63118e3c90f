import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Login } from "@/api/contract/account";
import { commonWxloginCall, commonWxstateCall, type WechatNeedsMobile } from "@/api/contract/wechat-login";
import { commonWxphoneloginCall } from "@/api/contract/wechat-phone-login";
import { ApiError, api } from "../../lib/api";

/** common/wxstate: whether WeChat sign-in is on here, and the WeChat this browser authorized (the quick-login banner). */
export const useWechatState = () =>
  useQuery(queryOptions({ queryKey: ["account", "wxstate"], queryFn: () => api.query(commonWxstateCall), staleTime: 30_000 }));

/**
 * common/wxlogin: signs in with the authorized WeChat. Answers null once signed in, or the WeChat's name when it is
 * bound to no account yet (1502: a mobile must be confirmed); other refusals throw.
 */
export async function wechatLogin(): Promise<WechatNeedsMobile | null> {
  try {
    await api.query(commonWxloginCall);
    return null;
  } catch (error) {
    if (error instanceof ApiError && error.code === 1502) return error.data as WechatNeedsMobile;
    throw error;
  }
}

/** common/wxphonelogin: the mobile confirmation; answers whether the account is new. A refusal is the api's toast. */
export async function wechatPhoneLogin(input: Login) {
  const answer = await api.send(commonWxphoneloginCall, input);
  return { isNew: answer.newreg };
}

const BANNER_KEY = "wx-quick-login-shown";
/** The quick-login banner shows at most 3 times a session (spec 000 section 9): true when this showing may count. */
export function mayShowQuickLogin() {
  try {
    const shown = Number(sessionStorage.getItem(BANNER_KEY) ?? 0);
    if (shown >= 3) return false;
    sessionStorage.setItem(BANNER_KEY, String(shown + 1));
    return true;
  } catch {
    return true;
  }
}

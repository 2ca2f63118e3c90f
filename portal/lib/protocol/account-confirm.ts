import { maskMobile } from "../mask";

/**
 * The 1502 answer's words (spec 000 section 8, 'detected your account is ...'): data.mobile when the api sends it,
 * masked unless it already is; without it the account is named only as the one this WeChat is bound to.
 */
export function accountConfirmText(data: unknown) {
  const mobile = (data as { mobile?: unknown } | null)?.mobile;
  if (typeof mobile !== "string" || !mobile.trim()) return "检测到您的账号为当前微信绑定的账号";
  const shown = /^\d+$/.test(mobile.trim()) ? maskMobile(mobile.trim()) : mobile.trim();
  return `检测到您的账号为 ${shown}`;
}

import * as v from "valibot";
import { defineCall } from "./call";
import { SmsCodeSchema } from "./mobile";
import { withMobile } from "./mobile-plan";

/**
 * Signing in from a partner's hand-off (common/oauthlogin) or a reseller's link (common/resellerlogin): spec 001
 * sections 2, 3 "Account and profile", 7 "Account", 8 (failures are a message toast); docs/decisions/0037.
 */

export const PARTNER_MSG = {
  handoffBad: "登录链接无效，请回到合作方重新进入",
  handoffExpired: "登录链接已过期，请回到合作方重新进入",
  handoffUsed: "登录链接已使用，请回到合作方重新进入",
  authMissing: "缺少代理商授权码，请使用运营人员发给您的登录链接",
  authBad: "代理商授权码无效或已停用",
  authExpired: "代理商授权码已过期",
  authUsedUp: "代理商授权码已达使用上限",
  resellerWelcome: "登录成功，欢迎代理商伙伴",
} as const;

/** How far a partner's stamp (unix seconds) may be from our clock, either way. */
export const HANDOFF_WINDOW_S = 300;

/**
 * A hand-off's stamp: unix seconds, a dot and the partner's nonce (8-32 letters, digits, - or _), so two hand-offs in
 * one second differ. The sign is the hex HMAC-SHA256 of the whole stamp under the partner's secret.
 */
export const HANDOFF_STAMP = /^(\d{10})\.[A-Za-z0-9_-]{8,32}$/;

/** common/oauthlogin: the SMS sign-in plus the partner's stamp and sign. */
const OauthLoginSchema = withMobile({
  code: SmsCodeSchema,
  stamp: v.pipe(v.string(PARTNER_MSG.handoffBad), v.trim(), v.regex(HANDOFF_STAMP, PARTNER_MSG.handoffBad)),
  sign: v.pipe(v.string(PARTNER_MSG.handoffBad), v.trim(), v.toLowerCase(), v.regex(/^[0-9a-f]{64}$/, PARTNER_MSG.handoffBad)),
});

/** common/resellerlogin: the SMS sign-in plus the reseller's auth code from the link. */
const ResellerLoginSchema = withMobile({
  code: SmsCodeSchema,
  auth: v.pipe(v.string(PARTNER_MSG.authMissing), v.trim(), v.nonEmpty(PARTNER_MSG.authMissing), v.maxLength(64, PARTNER_MSG.authBad)),
});

/* The calls (the server's partner-login module). Both answer where to go next. */
export const commonOauthloginCall = defineCall({ path: "common/oauthlogin", input: OauthLoginSchema }).returns<string>();
export const commonResellerloginCall = defineCall({ path: "common/resellerlogin", input: ResellerLoginSchema }).returns<string>();

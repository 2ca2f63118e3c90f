import { defineCall } from "./call";

/** WeChat sign-in's words (spec 000 common/wxlogin, common/wxphonelogin, 1502; spec 001 Common/WxUnbind). */
export const WX_MSG = {
  off: "暂未开放微信登录",
  noIdentity: "请先完成微信授权",
  needMobile: "请验证手机号，完成微信登录",
  signedIn: "登录成功",
  mobileTaken: "该手机号已绑定其他微信，请先在原微信中解除绑定",
  wechatTaken: "该微信已绑定其他账号",
  unbound: "解绑成功",
  notBound: "当前账号未绑定微信",
  refused: "微信授权已失效，请重新授权",
  unavailable: "微信服务暂时不可用，请稍后再试",
  badState: "授权请求已过期，请重新点击微信登录",
} as const;

/** The WeChat identity a browser carries once it has authorized (nickname only: the openid stays on the server). */
type WechatIdentity = { nickname: string; headImgUrl: string };

/**
 * common/wxstate (ours): whether the WeChat button shows (`where`: anywhere with the sandbox, inside WeChat with an
 * official account), the WeChat this browser authorized (the login page's quick-login banner), and the one the
 * signed-in account is bound to (the my area's 解绑).
 */
export type WechatState = {
  enabled: boolean;
  where: "anywhere" | "wechat";
  identity: WechatIdentity | null;
  bound: WechatIdentity | null;
};

/** common/wxlogin's 1502 data: the authorized WeChat is bound to no account yet, so a mobile must be confirmed. */
export type WechatNeedsMobile = WechatIdentity & { mobile: "" };

/** Where the browser starts WeChat's authorize step (an HTTP route, not a call), coming back to gotoUrl. */
export const wechatAuthorizeHref = (gotoUrl: string) => `/wechat/authorize?gotoUrl=${encodeURIComponent(gotoUrl)}`;

/* The calls (the server's wechat module). */
export const commonWxstateCall = defineCall({ path: "common/wxstate" }).returns<WechatState>();
/** Signs in with the authorized WeChat when it is bound; 1502 (WechatNeedsMobile) when it is not. */
export const commonWxloginCall = defineCall({ path: "common/wxlogin" }).returns<string>();
export const commonWxUnbindCall = defineCall({ path: "Common/WxUnbind" }).returns<null>();

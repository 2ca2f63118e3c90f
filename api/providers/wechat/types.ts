/** A WeChat user as the web authorization answers for them (snsapi_userinfo). */
export type WechatProfile = { appId: string; openId: string; unionId: string | null; nickname: string; headImgUrl: string };

/** WeChat sign-in (WECHAT_DRIVER, docs/decisions/0041): the authorize step, then the code for the person's profile. */
export interface WechatDriver {
  readonly name: "sandbox" | "official";
  readonly appId: string;
  /** Where the browser goes to authorize; it comes back to `redirectUri` with ?code=&state=. */
  authorizeUrl(redirectUri: string, state: string): string;
  /** The person behind a code from the authorize step; null when WeChat refuses the code (used, expired, forged). */
  profile(code: string): Promise<WechatProfile | null>;
  /** The JS-SDK's jsapi_ticket, which signs wx.config (share cards inside WeChat). */
  jsapiTicket(cache: TokenCache): Promise<string>;
}

/** Where the official account's tokens are kept between requests and processes (api/modules/wechat/token-cache.ts). */
export type TokenCache = {
  get(name: string): Promise<string | null>;
  set(name: string, value: string, expiresInSeconds: number): Promise<void>;
};

/** WeChat unreachable or answering what its documentation does not describe: not the person's fault. */
export class WechatUnavailable extends Error {}

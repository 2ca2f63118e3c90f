import { NEW_REGISTRATION } from "../../contract/account";
import { maskMobile } from "../../contract/admin";
import {
  commonWxloginCall,
  commonWxstateCall,
  commonWxUnbindCall,
  type WechatNeedsMobile,
  type WechatState,
  WX_MSG,
} from "../../contract/wechat-login";
import { commonWxphoneloginCall } from "../../contract/wechat-phone-login";
import { commonWxjssdkCall } from "../../contract/wechat-share";
import type { Deps } from "../../deps";
import { type CallContext, loginCall, publicCall, reply } from "../../protocol/call";
import { AppError, Code, fail } from "../../protocol/errors";
import { WechatUnavailable, wechatDriver } from "../../providers/wechat";
import { loginWithCode, signInAccount } from "../account/service";
import { forgetIdentity, readIdentity } from "./browser-identity";
import { accountOf, bindIdentity, boundIdentity, unbindIdentity } from "./identity";
import { jssdkConfig } from "./jssdk";
import { tokenCache } from "./token-cache";

/** The WeChat identity this browser authorized, under the driver of this process; fails when there is none. */
function authorized({ deps, c }: CallContext) {
  const driver = wechatDriver(deps.env);
  if (!driver) fail(WX_MSG.off);
  const identity = readIdentity(c, deps.env.appSecret, driver.appId);
  if (!identity) fail(WX_MSG.noIdentity);
  return identity;
}

/** WeChat sign-in's calls (spec 000 common/wxlogin, common/wxphonelogin; spec 001 Common/WxUnbind; docs/decisions/0041). */
export const wechatCalls = [
  publicCall(commonWxstateCall, {
    async handle(_input, { deps, c, user }): Promise<WechatState> {
      const driver = wechatDriver(deps.env);
      if (!driver) return { enabled: false, where: "anywhere", identity: null, bound: null };
      const identity = readIdentity(c, deps.env.appSecret, driver.appId);
      return {
        enabled: true,
        where: driver.name === "sandbox" ? "anywhere" : "wechat",
        identity: identity && { nickname: identity.nickname, headImgUrl: identity.headImgUrl },
        bound: user ? await boundIdentity(deps.db, user.id, driver.appId) : null,
      };
    },
  }),

  /** Signs in as the account the authorized WeChat is bound to; 1502 with the WeChat's name when it is bound to none. */
  publicCall(commonWxloginCall, {
    async handle(_input, ctx) {
      const identity = authorized(ctx);
      const account = await accountOf(ctx.deps.db, identity);
      if (!account) {
        const data: WechatNeedsMobile = { nickname: identity.nickname, headImgUrl: identity.headImgUrl, mobile: "" };
        throw new AppError(Code.confirmWechat, WX_MSG.needMobile, data);
      }
      await signInAccount(ctx.deps, ctx.c, account.userId);
      return reply("", WX_MSG.signedIn);
    },
  }),

  /** The mobile confirmation: signs in by SMS code (registering a new number) and binds the authorized WeChat to it. */
  publicCall(commonWxphoneloginCall, {
    async handle(input, ctx) {
      const identity = authorized(ctx);
      const { created } = await loginWithCode(ctx.deps, ctx.c, input, async (tx, userId) => {
        if (await bindIdentity(tx, userId, identity)) return;
        const owner = await accountOf(tx, identity);
        // Already bound to this very account (a second tab): nothing to change.
        if (owner?.userId === userId) return;
        fail(owner ? WX_MSG.wechatTaken : WX_MSG.mobileTaken, "mobile");
      });
      return reply({ mobile: maskMobile(input.mobile), newreg: created }, created ? NEW_REGISTRATION : WX_MSG.signedIn);
    },
  }),

  /** wx.config for a page of ours (its share card inside WeChat); another site's address is not ours to sign. */
  publicCall(commonWxjssdkCall, {
    async handle({ url }, { deps, c }) {
      const driver = wechatDriver(deps.env);
      if (!driver) fail(WX_MSG.off);
      if (new URL(url).origin !== c.var.site.origin) fail("只能为本站页面签名", "url");
      try {
        return await jssdkConfig(driver, tokenCache(deps.db), url);
      } catch (error) {
        if (!(error instanceof WechatUnavailable)) throw error;
        console.error(`微信 JS-SDK 签名失败: ${error.message}`);
        fail(WX_MSG.unavailable);
      }
    },
  }),

  loginCall(commonWxUnbindCall, {
    async handle(_input, { deps, c, user }) {
      const driver = wechatDriver(deps.env);
      if (!driver || !(await unbindIdentity(deps.db, user.id, driver.appId))) fail(WX_MSG.notBound);
      // The browser's identity would otherwise sign this account straight back in.
      forgetIdentity(c);
      return reply(null, WX_MSG.unbound);
    },
  }),
];

/**
 * Before a call that needs a login refuses a visitor (1503): a browser whose authorized WeChat is bound to an
 * account is offered that account instead (1502, 'detected your account is ...'), to sign in with one tap.
 */
export async function offerWechatAccount(deps: Deps, c: CallContext["c"]) {
  const driver = wechatDriver(deps.env);
  const identity = driver && readIdentity(c, deps.env.appSecret, driver.appId);
  const account = identity && (await accountOf(deps.db, identity));
  if (account)
    throw new AppError(Code.confirmWechat, `检测到您的账号为 ${maskMobile(account.mobile)}`, { mobile: maskMobile(account.mobile) });
}

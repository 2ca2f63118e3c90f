import { createHmac } from "node:crypto";
import { openSecret, sealSecret } from "../../protocol/secret-box";
import type { WechatDriver, WechatProfile } from "./types";

/** The sandbox's own app id: identities made here never mix with a real official account's. */
export const SANDBOX_APP_ID = "wx-sandbox";
/** Where the sandbox's authorize page lives on our server (api/modules/wechat/sandbox-page.ts). */
const SANDBOX_AUTHORIZE_PATH = "/wechat/sandbox/authorize";
const CODE_TTL_MS = 5 * 60_000;
/** The demo WeChat identity the seed binds to the first demo learner (db/seed/wechat.ts), offered first on the page. */
export const SANDBOX_DEMO_IDENTITY = { openId: "sbx-demo-learner", nickname: "演示学员的微信" } as const;
const PURPOSE = "wechat-sandbox-code";

/** What a sandbox code carries: the identity the person chose on the sandbox's authorize page. */
type SandboxGrant = Pick<WechatProfile, "openId" | "nickname"> & { expiresAt: number };

/** The code the sandbox's authorize page hands back, sealed so only this server can mint one. */
export function sandboxCode(appSecret: string, grant: Omit<SandboxGrant, "expiresAt">, now = Date.now()) {
  return sealSecret(appSecret, JSON.stringify({ ...grant, expiresAt: now + CODE_TTL_MS }), PURPOSE);
}

/**
 * WECHAT_DRIVER=sandbox: a page on our own server plays WeChat's authorize step (the person picks a WeChat
 * identity and presses 允许), exactly as the real one comes back with a code. Refused in production (api/env.ts).
 */
export function sandboxWechat(appSecret: string): WechatDriver {
  return {
    name: "sandbox",
    appId: SANDBOX_APP_ID,
    authorizeUrl(redirectUri, state) {
      return `${SANDBOX_AUTHORIZE_PATH}?${new URLSearchParams({ appid: SANDBOX_APP_ID, redirect_uri: redirectUri, state })}`;
    },
    async profile(code) {
      const opened = openSecret(appSecret, code, PURPOSE);
      if (!opened) return null;
      const grant = JSON.parse(opened) as SandboxGrant;
      if (grant.expiresAt < Date.now()) return null;
      return { appId: SANDBOX_APP_ID, openId: grant.openId, unionId: null, nickname: grant.nickname, headImgUrl: "" };
    },
    // A ticket of this deployment's own: wx.config is signed exactly as with WeChat's, nobody else can sign one.
    async jsapiTicket() {
      return createHmac("sha256", appSecret).update("wechat-sandbox-jsapi-ticket").digest("base64url");
    },
  };
}

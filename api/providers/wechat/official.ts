import * as v from "valibot";
import { type TokenCache, type WechatDriver, WechatUnavailable } from "./types";

export type WechatOfficialConfig = { appId: string; appSecret: string; apiEndpoint: string; openEndpoint: string };

/** Codes WeChat gives for a code the person cannot use (invalid, used, missing): a refusal, not an outage. */
const REFUSED_CODES = new Set([40029, 40163, 41008]);

const WechatError = v.object({ errcode: v.number(), errmsg: v.optional(v.string(), "") });
const TokenAnswer = v.object({
  access_token: v.pipe(v.string(), v.nonEmpty()),
  openid: v.pipe(v.string(), v.nonEmpty(), v.maxLength(64)),
  scope: v.optional(v.string(), ""),
  unionid: v.optional(v.pipe(v.string(), v.maxLength(64))),
  // 1 for the "snapshot page" visitor WeChat invents before a person really authorizes.
  is_snapshotuser: v.optional(v.number()),
});
const UserInfo = v.object({
  openid: v.string(),
  nickname: v.optional(v.string(), ""),
  headimgurl: v.optional(v.string(), ""),
  unionid: v.optional(v.string()),
});

const AccessToken = v.object({ access_token: v.pipe(v.string(), v.nonEmpty()), expires_in: v.number() });
const JsapiTicket = v.object({ ticket: v.pipe(v.string(), v.nonEmpty()), expires_in: v.number() });
/** Kept a little shorter than WeChat says, so a token is never used in its last minutes. */
const EARLY_S = 300;

async function getJson(url: string): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    throw new WechatUnavailable(`微信接口无法连接: ${(error as Error).message}`);
  }
  if (!res.ok) throw new WechatUnavailable(`微信接口返回 HTTP ${res.status}`);
  return res.json().catch(() => {
    throw new WechatUnavailable("微信接口返回了无法解析的内容");
  });
}

/** A token from WeChat's answer, or WechatUnavailable with its errcode (a wrong secret, an IP not on the allowlist). */
function tokenOf<T extends v.GenericSchema>(schema: T, body: unknown, what: string): v.InferOutput<T> {
  const parsed = v.safeParse(schema, body);
  if (parsed.success) return parsed.output;
  const error = v.safeParse(WechatError, body);
  throw new WechatUnavailable(`获取微信 ${what} 失败${error.success ? ` ${error.output.errcode}: ${error.output.errmsg}` : ""}`);
}

/** An answer WeChat documents as an error (errcode ≠ 0): refused for a bad code, unavailable otherwise. */
function refusedOrThrow(body: unknown): boolean {
  const error = v.safeParse(WechatError, body);
  if (!error.success || error.output.errcode === 0) return false;
  if (REFUSED_CODES.has(error.output.errcode)) return true;
  throw new WechatUnavailable(`微信接口错误 ${error.output.errcode}: ${error.output.errmsg}`);
}

/**
 * WECHAT_DRIVER=official: an official account's web authorization (OAuth 2.0, scope snsapi_userinfo) as WeChat
 * documents it: the authorize page inside WeChat, then sns/oauth2/access_token for the openid and unionid, and
 * sns/userinfo for the nickname and avatar. The app secret stays on the server.
 */
export function officialWechat(config: WechatOfficialConfig): WechatDriver {
  return {
    name: "official",
    appId: config.appId,
    authorizeUrl(redirectUri, state) {
      // WeChat asks for exactly this order of parameters and the #wechat_redirect suffix.
      const q = `appid=${config.appId}&redirect_uri=${encodeURIComponent(redirectUri)}&response_type=code&scope=snsapi_userinfo&state=${encodeURIComponent(state)}`;
      return `${config.openEndpoint}/connect/oauth2/authorize?${q}#wechat_redirect`;
    },
    async profile(code) {
      const tokenUrl = `${config.apiEndpoint}/sns/oauth2/access_token?${new URLSearchParams({
        appid: config.appId,
        secret: config.appSecret,
        code,
        grant_type: "authorization_code",
      })}`;
      const tokenBody = await getJson(tokenUrl);
      if (refusedOrThrow(tokenBody)) return null;
      const token = v.safeParse(TokenAnswer, tokenBody);
      if (!token.success) throw new WechatUnavailable("微信授权应答缺少 openid");
      if (token.output.is_snapshotuser === 1) return null;
      const infoUrl = `${config.apiEndpoint}/sns/userinfo?${new URLSearchParams({
        access_token: token.output.access_token,
        openid: token.output.openid,
        lang: "zh_CN",
      })}`;
      const infoBody = await getJson(infoUrl);
      if (refusedOrThrow(infoBody)) return null;
      const info = v.safeParse(UserInfo, infoBody);
      if (!info.success || info.output.openid !== token.output.openid) throw new WechatUnavailable("微信用户信息与授权不符");
      return {
        appId: config.appId,
        openId: token.output.openid,
        unionId: token.output.unionid ?? info.output.unionid ?? null,
        nickname: info.output.nickname.slice(0, 64),
        // WeChat's avatar addresses are often http://; its image host answers the same path over https.
        headImgUrl: /^https?:\/\//.test(info.output.headimgurl) ? info.output.headimgurl.replace(/^http:/, "https:") : "",
      };
    },
    /** cgi-bin/token (client_credential) then ticket/getticket (jsapi), each kept in the cache until near its expiry. */
    async jsapiTicket(cache: TokenCache) {
      const kept = await cache.get(`${config.appId}:jsapi_ticket`);
      if (kept) return kept;
      let accessToken = await cache.get(`${config.appId}:access_token`);
      if (!accessToken) {
        const q = new URLSearchParams({ grant_type: "client_credential", appid: config.appId, secret: config.appSecret });
        const got = tokenOf(AccessToken, await getJson(`${config.apiEndpoint}/cgi-bin/token?${q}`), "access_token");
        accessToken = got.access_token;
        await cache.set(`${config.appId}:access_token`, accessToken, got.expires_in - EARLY_S);
      }
      const q = new URLSearchParams({ access_token: accessToken, type: "jsapi" });
      const got = tokenOf(JsapiTicket, await getJson(`${config.apiEndpoint}/cgi-bin/ticket/getticket?${q}`), "jsapi_ticket");
      await cache.set(`${config.appId}:jsapi_ticket`, got.ticket, got.expires_in - EARLY_S);
      return got.ticket;
    },
  };
}

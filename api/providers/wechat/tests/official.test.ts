import { afterAll, describe, expect, test } from "bun:test";
import { officialWechat } from "../official";
import { type TokenCache, WechatUnavailable } from "../types";

/**
 * A local stand-in for WeChat's web authorization API (sns/oauth2/access_token, sns/userinfo) with the answers and
 * error codes WeChat documents: a code is good once (40163 after), unknown codes are 40029, a wrong secret 40125.
 */
const APP = { appId: "wx1234567890abcdef", appSecret: "s3cret-of-the-official-account" };
const codes = new Map([
  ["CODE-ZHANG", { openid: "o-zhang", unionid: "u-zhang", nickname: "张三", headimgurl: "http://thirdwx.qlogo.cn/mmopen/abc/132" }],
  ["CODE-LI", { openid: "o-li", nickname: "李四", headimgurl: "" }],
  ["CODE-SNAPSHOT", { openid: "o-snap", nickname: "微信用户", headimgurl: "", snapshot: true }],
]);
const tokens = new Map<string, string>();
/** How often the fake handed out each token: WeChat limits it, so the driver must keep them. */
const issued = { access_token: 0, jsapi_ticket: 0 };
const fake = Bun.serve({
  port: 0,
  fetch(req) {
    const url = new URL(req.url);
    const q = url.searchParams;
    if (url.pathname === "/sns/oauth2/access_token") {
      if (q.get("appid") !== APP.appId) return Response.json({ errcode: 40013, errmsg: "invalid appid" });
      if (q.get("secret") !== APP.appSecret) return Response.json({ errcode: 40125, errmsg: "invalid appsecret" });
      if (q.get("grant_type") !== "authorization_code") return Response.json({ errcode: 40002, errmsg: "invalid grant_type" });
      const code = q.get("code") ?? "";
      const who = codes.get(code);
      if (!who) return Response.json({ errcode: 40029, errmsg: "invalid code" });
      codes.delete(code);
      const token = `ACCESS-${who.openid}`;
      tokens.set(token, who.openid);
      return Response.json({
        access_token: token,
        expires_in: 7200,
        refresh_token: "REFRESH",
        openid: who.openid,
        scope: "snsapi_userinfo",
        ...("unionid" in who ? { unionid: who.unionid } : {}),
        ...("snapshot" in who ? { is_snapshotuser: 1 } : {}),
      });
    }
    if (url.pathname === "/cgi-bin/token") {
      if (q.get("grant_type") !== "client_credential" || q.get("appid") !== APP.appId || q.get("secret") !== APP.appSecret) {
        return Response.json({ errcode: 40125, errmsg: "invalid appsecret" });
      }
      issued.access_token++;
      return Response.json({ access_token: `AT-${issued.access_token}`, expires_in: 7200 });
    }
    if (url.pathname === "/cgi-bin/ticket/getticket") {
      if (q.get("access_token") !== `AT-${issued.access_token}` || q.get("type") !== "jsapi") {
        return Response.json({ errcode: 40001, errmsg: "invalid credential" });
      }
      issued.jsapi_ticket++;
      return Response.json({ errcode: 0, errmsg: "ok", ticket: `TICKET-${issued.jsapi_ticket}`, expires_in: 7200 });
    }
    if (url.pathname === "/sns/userinfo") {
      const openid = tokens.get(q.get("access_token") ?? "");
      if (!openid || openid !== q.get("openid")) return Response.json({ errcode: 40001, errmsg: "invalid credential" });
      const who = [...used].find((w) => w.openid === openid)!;
      return Response.json({
        openid,
        nickname: who.nickname,
        sex: 0,
        province: "",
        city: "",
        country: "",
        headimgurl: who.headimgurl,
        privilege: [],
      });
    }
    return new Response("not found", { status: 404 });
  },
});
const used = [...codes.values()];
afterAll(() => fake.stop(true));

const endpoint = `http://127.0.0.1:${fake.port}`;
const driver = (over: Partial<typeof APP> = {}) =>
  officialWechat({ ...APP, ...over, apiEndpoint: endpoint, openEndpoint: "https://open.weixin.qq.com" });

describe("the official account's web authorization", () => {
  test("the authorize address is WeChat's, parameters in its order, with #wechat_redirect", () => {
    expect(driver().authorizeUrl("https://xuexi.example.com/wechat/callback", "abc123")).toBe(
      "https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx1234567890abcdef&redirect_uri=https%3A%2F%2Fxuexi.example.com%2Fwechat%2Fcallback&response_type=code&scope=snsapi_userinfo&state=abc123#wechat_redirect",
    );
  });

  test("a code gives the person's openid, unionid, nickname and an https avatar, once", async () => {
    expect(await driver().profile("CODE-ZHANG")).toEqual({
      appId: APP.appId,
      openId: "o-zhang",
      unionId: "u-zhang",
      nickname: "张三",
      headImgUrl: "https://thirdwx.qlogo.cn/mmopen/abc/132",
    });
    expect(await driver().profile("CODE-ZHANG")).toBeNull();
    expect(await driver().profile("CODE-LI")).toMatchObject({ openId: "o-li", unionId: null, headImgUrl: "" });
  });

  test("an unknown code and WeChat's snapshot visitor are refused; a wrong secret or no WeChat is an outage", async () => {
    expect(await driver().profile("NOPE")).toBeNull();
    expect(await driver().profile("CODE-SNAPSHOT")).toBeNull();
    await expect(driver({ appSecret: "wrong" }).profile("ANY")).rejects.toBeInstanceOf(WechatUnavailable);
    const gone = officialWechat({ ...APP, apiEndpoint: "http://127.0.0.1:1", openEndpoint: "" });
    await expect(gone.profile("ANY")).rejects.toBeInstanceOf(WechatUnavailable);
  });
});

/** A cache as the database keeps it, in memory: values with their expiry. */
function memoryCache(): TokenCache & { rows: Map<string, { value: string; until: number }> } {
  const rows = new Map<string, { value: string; until: number }>();
  return {
    rows,
    async get(name) {
      const row = rows.get(name);
      return row && row.until > Date.now() ? row.value : null;
    },
    async set(name, value, seconds) {
      rows.set(name, { value, until: Date.now() + seconds * 1000 });
    },
  };
}

describe("the JS-SDK's jsapi_ticket", () => {
  test("fetched once with a client_credential token, then kept until near its expiry", async () => {
    const cache = memoryCache();
    expect(await driver().jsapiTicket(cache)).toBe("TICKET-1");
    expect(await driver().jsapiTicket(cache)).toBe("TICKET-1");
    expect(issued).toEqual({ access_token: 1, jsapi_ticket: 1 });
    // Kept 300 s shorter than WeChat's 7200.
    expect(cache.rows.get(`${APP.appId}:jsapi_ticket`)!.until - Date.now()).toBeLessThanOrEqual(6900 * 1000);

    // The ticket expired, the access_token not: only the ticket is fetched again.
    cache.rows.delete(`${APP.appId}:jsapi_ticket`);
    expect(await driver().jsapiTicket(cache)).toBe("TICKET-2");
    expect(issued).toEqual({ access_token: 1, jsapi_ticket: 2 });
  });

  test("a wrong secret is an outage with WeChat's errcode, and nothing is kept", async () => {
    const cache = memoryCache();
    await expect(driver({ appSecret: "wrong" }).jsapiTicket(cache)).rejects.toThrow("40125");
    expect(cache.rows.size).toBe(0);
  });
});

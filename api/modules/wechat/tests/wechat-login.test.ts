import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { users } from "@/db/schema/account/users";
import { wechatIdentities } from "@/db/schema/wechat";
import { latestCode, signIn, testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { authorizeInSandbox, browse } from "./support";

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
}, 60_000);
afterAll(() => srv.stop());

let next = 0;
const newMobile = () => String(13720000000 + ++next);
const newOpenId = () => `sbx_test_${Date.now()}_${++next}`;

/** A browser that has authorized a new sandbox WeChat identity. */
async function authorizedBrowser(nickname = "测试微信") {
  const client = testClient(srv.url);
  const openId = newOpenId();
  const back = await authorizeInSandbox(client, srv.url, { openId, nickname });
  expect(back.status).toBe(302);
  return { client, openId, back };
}

async function confirmMobile(client: ReturnType<typeof testClient>, mobile: string) {
  expect((await client.call("common/code", { areaCode: "+86", mobile, ticket: "t", randStr: "r" })).code).toBe(0);
  return client.call("common/wxphonelogin", { areaCode: "+86", mobile, code: await latestCode(srv.url, mobile) });
}

describe("WeChat's authorize step (sandbox)", () => {
  test("authorize → the sandbox's page → callback: the browser carries the identity and lands on /user/wxlogin", async () => {
    const client = testClient(srv.url);
    const start = await browse(client, `${srv.url}/wechat/authorize?gotoUrl=${encodeURIComponent("/certification/exam")}`);
    expect(start.status).toBe(302);
    const to = new URL(start.location, srv.url);
    expect(to.pathname).toBe("/wechat/sandbox/authorize");
    expect(to.searchParams.get("redirect_uri")).toBe(`${srv.url}/wechat/callback`);
    expect(to.searchParams.get("state")).toMatch(/^[0-9a-f]{32}$/);

    const page = await browse(client, new URL(start.location, srv.url).toString());
    expect(page.text).toContain("微信授权（沙箱）");
    expect(page.text).toContain("以「演示学员的微信」授权");

    const back = await authorizeInSandbox(client, srv.url, { openId: newOpenId(), nickname: "小周" }, "/certification/exam");
    expect(back.location).toBe(`/user/wxlogin?gotoUrl=${encodeURIComponent("/certification/exam")}`);
    expect((await client.call("common/wxstate", {})).data).toMatchObject({
      enabled: true,
      where: "anywhere",
      identity: { nickname: "小周" },
      bound: null,
    });
  });

  test("a callback whose state this browser never began, or replayed, is refused; a foreign gotoUrl becomes /", async () => {
    const client = testClient(srv.url);
    const forged = await browse(client, `${srv.url}/wechat/callback?code=x&state=${"a".repeat(32)}`);
    expect(forged.location).toBe("/user/wxlogin?gotoUrl=%2Fmy%2Findex&error=badState");

    const evil = await browse(client, `${srv.url}/wechat/authorize?gotoUrl=${encodeURIComponent("https://evil.example/")}`);
    const state = new URL(evil.location, srv.url).searchParams.get("state")!;
    const allowed = await browse(client, `${srv.url}/wechat/sandbox/authorize`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ state, openId: newOpenId(), nickname: "x", action: "allow" }).toString(),
    });
    const callback = new URL(allowed.location, srv.url).toString();
    expect((await browse(client, callback)).location).toBe("/user/wxlogin?gotoUrl=%2F");
    // The same callback again: its state was spent.
    expect((await browse(client, callback)).location).toContain("error=badState");
  });

  test("the gotoUrl kept in the state cookie is checked again at the callback: one rewritten to another site becomes /", async () => {
    const client = testClient(srv.url);
    for (const foreign of ["/\\evil.example", "//evil.example", "https://evil.example/"]) {
      const start = await browse(client, `${srv.url}/wechat/authorize?gotoUrl=${encodeURIComponent("/certification/exam")}`);
      const state = new URL(start.location, srv.url).searchParams.get("state")!;
      // The cookie as the browser holds it (its value percent-encoded), rewritten by someone on that browser.
      expect(decodeURIComponent(client.cookies.get("wx-state")!)).toBe(`${state}|${encodeURIComponent("/certification/exam")}`);
      client.cookies.set("wx-state", encodeURIComponent(`${state}|${encodeURIComponent(foreign)}`));
      const allowed = await browse(client, `${srv.url}/wechat/sandbox/authorize`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ state, openId: newOpenId(), nickname: "x", action: "allow" }).toString(),
      });
      expect((await browse(client, new URL(allowed.location, srv.url).toString())).location).toBe("/user/wxlogin?gotoUrl=%2F");
    }
  });

  test("a forged sandbox code is refused", async () => {
    const client = testClient(srv.url);
    const start = await browse(client, `${srv.url}/wechat/authorize`);
    const state = new URL(start.location, srv.url).searchParams.get("state")!;
    const back = await browse(client, `${srv.url}/wechat/callback?code=forged&state=${state}`);
    expect(back.location).toContain("error=refused");
    expect([...client.cookies.keys()]).not.toContain("wx-id");
  });
});

describe("common/wxlogin and common/wxphonelogin", () => {
  test("without an authorized WeChat, both refuse", async () => {
    const client = testClient(srv.url);
    expect(await client.call("common/wxlogin", {})).toMatchObject({ code: 1, msg: "请先完成微信授权" });
    client.cookies.set("wx-id", "forged");
    expect(await client.call("common/wxlogin", {})).toMatchObject({ code: 1, msg: "请先完成微信授权" });
    expect(await client.call("common/wxphonelogin", { areaCode: "+86", mobile: "13700000000", code: "123456" })).toMatchObject({
      code: 1,
      msg: "请先完成微信授权",
    });
  });

  test("a new WeChat needs a mobile (1502); confirmed by SMS it registers, binds and signs in; next time it signs straight in", async () => {
    const { client, openId } = await authorizedBrowser("新同学");
    expect(await client.call("common/wxlogin", {})).toMatchObject({
      code: 1502,
      msg: "请验证手机号，完成微信登录",
      data: { nickname: "新同学", mobile: "" },
    });
    expect(await client.call("common/wxphonelogin", { areaCode: "+86", mobile: "123", code: "123456" })).toMatchObject({ code: 1 });

    const mobile = newMobile();
    const confirmed = await confirmMobile(client, mobile);
    expect(confirmed).toMatchObject({
      code: 0,
      msg: "newreg",
      data: { mobile: `${mobile.slice(0, 3)}****${mobile.slice(-4)}`, newreg: true },
    });
    expect((await client.call<{ mobile: string }>("common/currentuser", {})).data.mobile).toBe(mobile);
    const [row] = await srv.deps.db.select().from(wechatIdentities).where(eq(wechatIdentities.openId, openId));
    expect(row).toMatchObject({ appId: "wx-sandbox", nickname: "新同学" });

    // Another visit from the same browser, signed out: one tap.
    expect((await client.call("my/out", {})).code).toBe(0);
    expect(await client.call("common/wxlogin", {})).toMatchObject({ code: 0, msg: "登录成功" });
    expect((await client.call<{ mobile: string }>("common/currentuser", {})).data.mobile).toBe(mobile);
  });

  test("the demo WeChat signs in as the demo learner it is bound to", async () => {
    const [learner] = await srv.deps.db.insert(users).values({ areaCode: "+86", mobile: newMobile(), chineseName: "绑定者" }).returning();
    await srv.deps.db
      .insert(wechatIdentities)
      .values({ userId: learner!.id, appId: "wx-sandbox", openId: "sbx-bound-one", nickname: "已绑定" });
    const client = testClient(srv.url);
    await authorizeInSandbox(client, srv.url, { openId: "sbx-bound-one", nickname: "已绑定" });
    expect(await client.call("common/wxlogin", {})).toMatchObject({ code: 0 });
    expect((await client.call<{ mobile: string }>("common/currentuser", {})).data.mobile).toBe(learner!.mobile);
  });

  test("a WeChat binds one account only, and an account one WeChat", async () => {
    const first = await authorizedBrowser();
    const mobileA = newMobile();
    expect((await confirmMobile(first.client, mobileA)).code).toBe(0);

    // The same WeChat (its identity carried by another browser) cannot confirm a second number.
    const again = testClient(srv.url);
    again.cookies.set("wx-id", first.client.cookies.get("wx-id")!);
    const mobileB = newMobile();
    expect(await confirmMobile(again, mobileB)).toMatchObject({ code: 1, msg: "该微信已绑定其他账号" });
    expect((await again.call("common/currentuser", {})).data).toBeNull();

    // Another WeChat cannot take the number of an account bound already.
    const [bound] = await srv.deps.db.insert(users).values({ areaCode: "+86", mobile: newMobile(), chineseName: "已绑" }).returning();
    await srv.deps.db.insert(wechatIdentities).values({ userId: bound!.id, appId: "wx-sandbox", openId: newOpenId(), nickname: "原微信" });
    const second = await authorizedBrowser();
    expect(await confirmMobile(second.client, bound!.mobile)).toMatchObject({
      code: 1,
      msg: "该手机号已绑定其他微信，请先在原微信中解除绑定",
    });
    expect((await second.client.call("common/currentuser", {})).data).toBeNull();
  });
});

describe("1502 and Common/WxUnbind", () => {
  test("a visitor whose browser carries a bound WeChat is offered that account (1502) instead of the login page", async () => {
    const { client } = await authorizedBrowser();
    const mobile = newMobile();
    await confirmMobile(client, mobile);
    expect((await client.call("my/out", {})).code).toBe(0);

    const offered = await client.call("Common/WxUnbind", {});
    expect(offered).toMatchObject({ code: 1502, data: { mobile: `${mobile.slice(0, 3)}****${mobile.slice(-4)}` } });
    // A browser without it still goes to the login page.
    expect((await testClient(srv.url).call("Common/WxUnbind", {})).code).toBe(1503);
  });

  test("unbinding frees the WeChat and forgets it in this browser; the account stays", async () => {
    const { client, openId } = await authorizedBrowser();
    const carried = client.cookies.get("wx-id")!;
    const mobile = newMobile();
    await confirmMobile(client, mobile);
    expect((await client.call("common/wxstate", {})).data).toMatchObject({ bound: { nickname: "测试微信" } });

    expect(await client.call("Common/WxUnbind", {})).toMatchObject({ code: 0, msg: "解绑成功" });
    expect(client.cookies.has("wx-id")).toBe(false);
    expect(await srv.deps.db.select().from(wechatIdentities).where(eq(wechatIdentities.openId, openId))).toEqual([]);
    expect((await client.call("common/wxstate", {})).data).toMatchObject({ identity: null, bound: null });
    expect(await client.call("Common/WxUnbind", {})).toMatchObject({ code: 1, msg: "当前账号未绑定微信" });

    // The same WeChat, authorized again, needs a mobile again.
    const later = testClient(srv.url);
    later.cookies.set("wx-id", carried);
    expect((await later.call("common/wxlogin", {})).code).toBe(1502);
  });

  test("signed in by SMS, a person sees no WeChat bound", async () => {
    const client = testClient(srv.url);
    await signIn(client, srv.url, newMobile());
    expect((await client.call("common/wxstate", {})).data).toEqual({ enabled: true, where: "anywhere", identity: null, bound: null });
  });
});

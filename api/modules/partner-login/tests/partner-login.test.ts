import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { HANDOFF_WINDOW_S, PARTNER_MSG } from "@/api/contract/partner-login";
import { PARTNER_ADMIN_MSG } from "@/api/contract/partner-login-admin";
import { latestCode, type TestClient, testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { rows } from "@/tests/support/sql";
import { type AdminBrowser, auditRows, signedInAs, signedInOperator } from "../../../admin/tests/support";
import { signHandoff } from "../handoff";

let srv: TestServer;
let operator: AdminBrowser;
let partner: { id: number; secret: string };

beforeAll(async () => {
  srv = await startTestServer({ REDIRECT_ORIGINS: "https://partner.example.com" });
  operator = await signedInOperator(srv.deps.db, srv.url, "13500030000", "合作运营");
  const made = await operator.post("/oauth-partners", {
    name: "某合作平台",
    redirectUrl: "https://partner.example.com/back",
    enabled: true,
  });
  expect(made.status).toBe(201);
  const issued = await operator.post(`/oauth-partners/${made.json.id}/secret`);
  expect(issued.status).toBe(200);
  partner = { id: made.json.id, secret: issued.json.secret };
});
afterAll(() => srv.stop());

let n = 0;
function fresh() {
  n++;
  return { mobile: `1350003${String(n).padStart(4, "0")}`, browser: testClient(srv.url, { ip: `10.30.0.${n}` }) };
}

async function textCode(browser: TestClient, mobile: string) {
  expect((await browser.call("common/code", { areaCode: "+86", mobile, ticket: "t", randStr: "r" })).code).toBe(0);
  return (await latestCode(srv.url, mobile)) as string;
}

let nonce = 0;
const nowStamp = (offsetS = 0) => `${Math.floor(Date.now() / 1000) + offsetS}.nonce${String(++nonce).padStart(4, "0")}`;
const handoff = (stamp = nowStamp(), secret = partner.secret) => ({ stamp, sign: signHandoff(secret, stamp) });
const signedIn = async (browser: TestClient) => (await browser.call<{ id: number } | null>("common/currentuser")).data;

describe("common/oauthlogin", () => {
  test("a partner's fresh hand-off signs the person in and answers the partner's redirect", async () => {
    const { mobile, browser } = fresh();
    const code = await textCode(browser, mobile);
    const answer = await browser.call<string>("common/oauthlogin", { areaCode: "+86", mobile, code, ...handoff() });
    expect(answer).toMatchObject({ code: 0, data: "https://partner.example.com/back" });
    expect(await signedIn(browser)).not.toBeNull();
  });

  test("the same stamp and sign sign in once: a replay is refused and keeps its SMS code", async () => {
    const first = fresh();
    const h = handoff();
    const ok = await first.browser.call("common/oauthlogin", {
      areaCode: "+86",
      mobile: first.mobile,
      code: await textCode(first.browser, first.mobile),
      ...h,
    });
    expect(ok.code).toBe(0);
    const again = fresh();
    const code = await textCode(again.browser, again.mobile);
    const replay = await again.browser.call("common/oauthlogin", { areaCode: "+86", mobile: again.mobile, code, ...h });
    expect(replay).toMatchObject({ code: 1, msg: PARTNER_MSG.handoffUsed });
    expect(await signedIn(again.browser)).toBeNull();
    // The code was not spent on the replay: a proper hand-off still takes it.
    expect((await again.browser.call("common/oauthlogin", { areaCode: "+86", mobile: again.mobile, code, ...handoff() })).code).toBe(0);
  });

  test("two sign-ins racing with one hand-off: exactly one wins", async () => {
    const a = fresh();
    const b = fresh();
    const h = handoff();
    const [ca, cb] = [await textCode(a.browser, a.mobile), await textCode(b.browser, b.mobile)];
    const answers = await Promise.all([
      a.browser.call("common/oauthlogin", { areaCode: "+86", mobile: a.mobile, code: ca, ...h }),
      b.browser.call("common/oauthlogin", { areaCode: "+86", mobile: b.mobile, code: cb, ...h }),
    ]);
    expect(answers.map((x) => x.code).sort()).toEqual([0, 1]);
  });

  const refusals: [string, () => Record<string, string>, string][] = [
    ["a sign under another secret", () => handoff(nowStamp(), "not-the-partners-secret"), PARTNER_MSG.handoffBad],
    ["a stamp too old", () => handoff(nowStamp(-HANDOFF_WINDOW_S - 30)), PARTNER_MSG.handoffExpired],
    ["a stamp from the future", () => handoff(nowStamp(HANDOFF_WINDOW_S + 30)), PARTNER_MSG.handoffExpired],
    ["a sign that is no hex", () => ({ stamp: nowStamp(), sign: "zz" }), PARTNER_MSG.handoffBad],
    ["a stamp without its nonce", () => handoff(String(Math.floor(Date.now() / 1000))), PARTNER_MSG.handoffBad],
    ["a sign for another stamp", () => ({ stamp: nowStamp(), sign: handoff(nowStamp(-10)).sign }), PARTNER_MSG.handoffBad],
  ];
  for (const [what, h, msg] of refusals) {
    test(`refuses ${what}, and signs nobody in`, async () => {
      const { mobile, browser } = fresh();
      const code = await textCode(browser, mobile);
      const answer = await browser.call("common/oauthlogin", { areaCode: "+86", mobile, code, ...h() });
      expect(answer.code).not.toBe(0);
      expect(answer.msg).toBe(msg);
      expect(await signedIn(browser)).toBeNull();
    });
  }

  test("a disabled partner's hand-off is refused", async () => {
    const made = await operator.post("/oauth-partners", { name: "停用的合作方", redirectUrl: "/my/index", enabled: false });
    const { secret } = (await operator.post(`/oauth-partners/${made.json.id}/secret`)).json;
    const { mobile, browser } = fresh();
    const answer = await browser.call("common/oauthlogin", {
      areaCode: "+86",
      mobile,
      code: await textCode(browser, mobile),
      ...handoff(nowStamp(), secret),
    });
    expect(answer).toMatchObject({ code: 1, msg: PARTNER_MSG.handoffBad });
  });
});

describe("the back office's partners", () => {
  test("never shows the secret; a new one replaces the old at once and is audited without it", async () => {
    const shown = await operator.get(`/oauth-partners/${partner.id}`);
    expect(shown.json).toMatchObject({ name: "某合作平台", hasSecret: true });
    expect(JSON.stringify(shown.json)).not.toContain(partner.secret);
    const old = partner.secret;
    const fresher = (await operator.post(`/oauth-partners/${partner.id}/secret`)).json.secret as string;
    expect(fresher).not.toBe(old);
    const { mobile, browser } = fresh();
    const code = await textCode(browser, mobile);
    expect((await browser.call("common/oauthlogin", { areaCode: "+86", mobile, code, ...handoff(nowStamp(), old) })).msg).toBe(
      PARTNER_MSG.handoffBad,
    );
    expect((await browser.call("common/oauthlogin", { areaCode: "+86", mobile, code, ...handoff(nowStamp(), fresher) })).code).toBe(0);
    partner.secret = fresher;
    const audits = await auditRows(srv.deps.db, "oauth-partners", partner.id);
    expect(JSON.stringify(audits)).not.toContain(fresher);
  });

  test("a redirect must be a page of ours or an https address on the allowed-site list", async () => {
    for (const redirectUrl of [
      "http://partner.example.com",
      "javascript:alert(1)",
      "//evil.example.com",
      "/\\evil.example",
      "/%2F%2Fevil.example",
      "",
    ]) {
      const answer = await operator.post("/oauth-partners", { name: "坏地址", redirectUrl, enabled: true });
      expect({ redirectUrl, status: answer.status, message: answer.json.message }).toEqual({
        redirectUrl,
        status: 400,
        message: "跳转地址须是 https:// 开头的合作方地址，或以 / 开头的本站页面",
      });
    }
    for (const redirectUrl of ["https://evil.example/back", "https://partner.example.com.evil.example/"]) {
      const answer = await operator.post("/oauth-partners", { name: "坏地址", redirectUrl, enabled: true });
      expect(answer).toMatchObject({ status: 400, json: { field: "redirectUrl", message: PARTNER_ADMIN_MSG.redirectSite } });
    }
    const kept = await operator.post("/oauth-partners", { name: "好地址", redirectUrl: "/Learning/List?isLive=1", enabled: true });
    expect(kept.status).toBe(201);
    expect((await operator.put(`/oauth-partners/${kept.json.id}`, { ...kept.json, redirectUrl: "/\\evil.example" })).status).toBe(400);
  });

  test("a redirect written past the back office is checked again on use: the person lands on our home page", async () => {
    await rows(srv.deps.db, `update oauth_partners set redirect_url = '/\\evil.example' where id = ${partner.id}`);
    try {
      const { mobile, browser } = fresh();
      const code = await textCode(browser, mobile);
      expect(await browser.call("common/oauthlogin", { areaCode: "+86", mobile, code, ...handoff() })).toMatchObject({
        code: 0,
        data: "/",
      });
    } finally {
      await rows(srv.deps.db, `update oauth_partners set redirect_url = 'https://partner.example.com/back' where id = ${partner.id}`);
    }
  });

  test("only operators reach it", async () => {
    const hr = await signedInAs(srv.deps.db, srv.url, "13500030999", { roles: ["person", "enterprise"] });
    expect((await hr.get("/oauth-partners")).status).toBe(403);
    expect((await hr.post(`/oauth-partners/${partner.id}/secret`)).status).toBe(403);
    expect((await hr.post(`/reseller-auth-codes/1/code`)).status).toBe(403);
  });
});

describe("common/resellerlogin and reseller auth codes", () => {
  let issued: { id: number; code: string; link: string };

  beforeAll(async () => {
    const made = await operator.post("/reseller-auth-codes", { resellerName: "华东代理商", maxUses: 2, enabled: true });
    expect(made.status).toBe(201);
    const answer = await operator.post(`/reseller-auth-codes/${made.json.id}/code`);
    issued = { id: made.json.id, ...answer.json };
  });

  const isReseller = async (mobile: string) =>
    (await rows(srv.deps.db, `select 1 from resellers r join users u on u.id = r.user_id where u.mobile = '${mobile}'`)).length === 1;

  test("the code is shown once with its link; the list shows only its last four characters", async () => {
    expect(issued.code).toMatch(/^RS-[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    expect(issued.link).toBe(`/user/resellerlogin?auth=${issued.code}`);
    const shown = (await operator.get(`/reseller-auth-codes/${issued.id}`)).json;
    expect(shown).toMatchObject({ resellerName: "华东代理商", codeHint: issued.code.slice(-4), uses: 0, maxUses: 2 });
    expect(JSON.stringify(shown)).not.toContain(issued.code);
  });

  test("signs the person in as a reseller and counts the use (the code is read in any case)", async () => {
    const { mobile, browser } = fresh();
    const answer = await browser.call("common/resellerlogin", {
      areaCode: "+86",
      mobile,
      code: await textCode(browser, mobile),
      auth: issued.code.toLowerCase(),
    });
    expect(answer).toMatchObject({ code: 0, data: "/ResellerSurvey/Index", msg: PARTNER_MSG.resellerWelcome });
    expect(await isReseller(mobile)).toBe(true);
    expect((await operator.get(`/reseller-auth-codes/${issued.id}`)).json.uses).toBe(1);
  });

  test("a used-up code is refused before the SMS code is spent", async () => {
    const second = fresh();
    expect(
      (
        await second.browser.call("common/resellerlogin", {
          areaCode: "+86",
          mobile: second.mobile,
          code: await textCode(second.browser, second.mobile),
          auth: issued.code,
        })
      ).code,
    ).toBe(0);
    const third = fresh();
    const code = await textCode(third.browser, third.mobile);
    const refused = await third.browser.call("common/resellerlogin", { areaCode: "+86", mobile: third.mobile, code, auth: issued.code });
    expect(refused).toMatchObject({ code: 1, msg: PARTNER_MSG.authUsedUp });
    expect(await signedIn(third.browser)).toBeNull();
    expect((await third.browser.call("common/login", { areaCode: "+86", mobile: third.mobile, code })).code).toBe(0);
    expect(await isReseller(third.mobile)).toBe(false);
  });

  test("refuses a wrong, missing, disabled or expired code", async () => {
    const disabled = (await operator.post("/reseller-auth-codes", { resellerName: "停用代理商", maxUses: 0, enabled: false })).json;
    const disabledCode = (await operator.post(`/reseller-auth-codes/${disabled.id}/code`)).json.code;
    const expired = (
      await operator.post("/reseller-auth-codes", {
        resellerName: "过期代理商",
        maxUses: 0,
        enabled: true,
        expiresAt: "2020-01-01T00:00:00Z",
      })
    ).json;
    const expiredCode = (await operator.post(`/reseller-auth-codes/${expired.id}/code`)).json.code;
    const cases: [string, string][] = [
      ["RS-AAAA-BBBB-CCCC", PARTNER_MSG.authBad],
      ["", PARTNER_MSG.authMissing],
      [disabledCode, PARTNER_MSG.authBad],
      [expiredCode, PARTNER_MSG.authExpired],
    ];
    for (const [auth, msg] of cases) {
      const { mobile, browser } = fresh();
      const answer = await browser.call("common/resellerlogin", { areaCode: "+86", mobile, code: await textCode(browser, mobile), auth });
      expect(answer.msg).toBe(msg);
      expect(await signedIn(browser)).toBeNull();
    }
  });

  test("a code not yet issued matches nothing", async () => {
    const made = (await operator.post("/reseller-auth-codes", { resellerName: "未发码代理商", maxUses: 0, enabled: true })).json;
    expect(made.codeHint).toBe("");
    const { mobile, browser } = fresh();
    const answer = await browser.call("common/resellerlogin", {
      areaCode: "+86",
      mobile,
      code: await textCode(browser, mobile),
      auth: "unissued",
    });
    expect(answer.msg).toBe(PARTNER_MSG.authBad);
  });
});

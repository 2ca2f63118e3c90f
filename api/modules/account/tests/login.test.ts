import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { beijingDate } from "@/api/contract/beijing-time";
import { latestCode, signIn, testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { rows } from "@/tests/support/sql";

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(() => srv.stop());

// Every test uses its own number and client address so the per-number and per-IP limits stay apart.
let n = 0;
const fresh = () => {
  n++;
  return { mobile: `1380013${String(n).padStart(4, "0")}`, browser: testClient(srv.url, { ip: `10.1.0.${n}` }) };
};

describe("SMS sign-in", () => {
  test("a new number signs in with 'newreg' and becomes the current user", async () => {
    const { mobile, browser } = fresh();
    expect(await signIn(browser, srv.url, mobile)).toMatchObject({ code: 0, data: "newreg" });
    expect((await browser.call("common/currentuser")).data).toMatchObject({ mobile, areaCode: "+86" });
  });

  test("a known number signs in without 'newreg'", async () => {
    const { mobile, browser } = fresh();
    await signIn(browser, srv.url, mobile);
    await browser.call("my/out");
    // The 60 s resend window is per number: make the earlier code look old enough.
    await rows(srv.deps.db, `update rate_limits set window_ends_at = now() where key like 'sms:resend:%${mobile}'`);
    expect(await signIn(browser, srv.url, mobile)).toMatchObject({ code: 0, data: "" });
  });

  test("the text carries a 6-digit code and only its hash is stored", async () => {
    const { mobile, browser } = fresh();
    await browser.call("common/code", { areaCode: "+86", mobile });
    const code = await latestCode(srv.url, mobile);
    expect(code).toMatch(/^\d{6}$/);
    const hashes = await rows<{ code_hash: string }>(srv.deps.db, `select code_hash from sms_codes where mobile = '${mobile}'`);
    expect(hashes).toHaveLength(1);
    expect(hashes[0].code_hash).not.toContain(code!);
  });

  test("a code works once", async () => {
    const { mobile, browser } = fresh();
    await browser.call("common/code", { areaCode: "+86", mobile });
    const code = await latestCode(srv.url, mobile);
    expect((await browser.call("common/login", { areaCode: "+86", mobile, code })).code).toBe(0);
    const reuse = await testClient(srv.url).call("common/login", { areaCode: "+86", mobile, code });
    expect(reuse).toMatchObject({ code: 1, data: { field: "code" } });
  });

  test("a wrong code is refused on the code field", async () => {
    const { mobile, browser } = fresh();
    await browser.call("common/code", { areaCode: "+86", mobile });
    const code = await latestCode(srv.url, mobile);
    const wrong = code === "000000" ? "000001" : "000000";
    expect(await browser.call("common/login", { areaCode: "+86", mobile, code: wrong })).toMatchObject({
      code: 1,
      msg: "验证码错误",
      data: { field: "code" },
    });
    expect((await browser.call("common/currentuser")).data).toBeNull();
  });

  test("after 5 wrong tries, even the right code is void — also when 20 guesses arrive at once", async () => {
    const { mobile, browser } = fresh();
    await browser.call("common/code", { areaCode: "+86", mobile });
    const code = (await latestCode(srv.url, mobile))!;
    const guesses = Array.from({ length: 20 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0"));
    const answers = await Promise.all(guesses.map((g) => testClient(srv.url).call("common/login", { areaCode: "+86", mobile, code: g })));
    expect(answers.every((a) => a.code === 1)).toBe(true);
    expect(answers.filter((a) => a.msg === "验证码错误")).toHaveLength(5);
    const right = await browser.call("common/login", { areaCode: "+86", mobile, code });
    expect(right).toMatchObject({ code: 1, msg: "验证码错误次数过多，请重新获取" });
    expect((await browser.call("common/currentuser")).data).toBeNull();
  });

  test("a code older than 5 minutes is void", async () => {
    const { mobile, browser } = fresh();
    await browser.call("common/code", { areaCode: "+86", mobile });
    const code = await latestCode(srv.url, mobile);
    await rows(srv.deps.db, `update sms_codes set expires_at = now() - interval '1 second' where mobile = '${mobile}'`);
    expect(await browser.call("common/login", { areaCode: "+86", mobile, code })).toMatchObject({ code: 1, data: { field: "code" } });
  });

  test("a second code within 60 s is refused and nothing is texted", async () => {
    const { mobile, browser } = fresh();
    expect((await browser.call("common/code", { areaCode: "+86", mobile })).code).toBe(0);
    const again = await browser.call("common/code", { areaCode: "+86", mobile });
    expect(again).toMatchObject({ code: 1, msg: "验证码发送过于频繁，请60秒后再试" });
    const outbox = await fetch(`${srv.url}/api/dev/smsoutbox`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ mobile }),
    });
    expect(((await outbox.json()) as { data: unknown[] }).data).toHaveLength(1);
  });

  test("at most 10 codes a day per number", async () => {
    const { mobile, browser } = fresh();
    const answers = [];
    for (let i = 0; i < 11; i++) {
      await rows(srv.deps.db, `update rate_limits set window_ends_at = now() where key = 'sms:resend:+86${mobile}'`);
      answers.push(await browser.call("common/code", { areaCode: "+86", mobile }));
    }
    expect(answers.slice(0, 10).every((a) => a.code === 0)).toBe(true);
    expect(answers[10]).toMatchObject({ code: 1, msg: "该手机号今日获取验证码次数已达上限" });
  });

  test("a stranger who spends ten codes from another address does not lock the owner out", async () => {
    const { mobile, browser } = fresh();
    const stranger = testClient(srv.url, { ip: "10.8.8.8" });
    for (let i = 0; i < 11; i++) {
      await rows(srv.deps.db, `update rate_limits set window_ends_at = now() where key = 'sms:resend:+86${mobile}'`);
      await stranger.call("common/code", { areaCode: "+86", mobile });
    }
    await rows(srv.deps.db, `update rate_limits set window_ends_at = now() where key = 'sms:resend:+86${mobile}'`);
    expect((await browser.call("common/code", { areaCode: "+86", mobile })).code).toBe(0);
  });

  test("past 30 codes a day for one number, from any addresses, the number gets no more", async () => {
    const { mobile, browser } = fresh();
    await rows(
      srv.deps.db,
      `insert into rate_limits (key, count, window_ends_at) values ('sms:day:+86${mobile}:${beijingDate(Date.now())}', 30, now() + interval '1 day')`,
    );
    expect(await browser.call("common/code", { areaCode: "+86", mobile })).toMatchObject({
      code: 1,
      msg: "该手机号今日获取验证码次数已达上限",
    });
  });

  test("a code asked for later does not void the one the owner holds", async () => {
    const { mobile, browser } = fresh();
    expect((await browser.call("common/code", { areaCode: "+86", mobile })).code).toBe(0);
    const held = await latestCode(srv.url, mobile);
    await rows(srv.deps.db, `update rate_limits set window_ends_at = now() where key = 'sms:resend:+86${mobile}'`);
    const stranger = testClient(srv.url, { ip: "10.8.8.9" });
    expect((await stranger.call("common/code", { areaCode: "+86", mobile })).code).toBe(0);
    expect(await latestCode(srv.url, mobile)).not.toBe(held);
    expect((await browser.call("common/login", { areaCode: "+86", mobile, code: held })).code).toBe(0);
    // Signed in, the stranger's code is of no more use.
    const other = await latestCode(srv.url, mobile);
    expect(await stranger.call("common/login", { areaCode: "+86", mobile, code: other })).toMatchObject({
      code: 1,
      msg: "验证码已失效，请重新获取",
    });
  });

  test("one address with no sign-ins behind it cannot request codes for many numbers (address-allowance.test.ts has the rest)", async () => {
    const browser = testClient(srv.url, { ip: "10.9.9.9" });
    const answers = [];
    for (let i = 0; i < 21; i++)
      answers.push(await browser.call("common/code", { areaCode: "+86", mobile: `1390099${String(i).padStart(4, "0")}` }));
    expect(answers.slice(0, 20).every((a) => a.code === 0)).toBe(true);
    expect(answers[20]).toMatchObject({ code: 1, msg: "操作过于频繁，请稍后再试" });
  });

  test("an unknown and a registered number get the same answer", async () => {
    const known = fresh();
    await signIn(known.browser, srv.url, known.mobile);
    await rows(srv.deps.db, `update rate_limits set window_ends_at = now() where key = 'sms:resend:+86${known.mobile}'`);
    const unknown = fresh();
    const a = await known.browser.call("common/code", { areaCode: "+86", mobile: known.mobile });
    const b = await unknown.browser.call("common/code", { areaCode: "+86", mobile: unknown.mobile });
    expect(a).toEqual(b);
  });
});

describe("mobile numbers per area code", () => {
  const cases: [string, string, boolean][] = [
    ["+86", "13800138000", true],
    ["+86", "23800138000", false],
    ["+86", "1380013800", false],
    ["+852", "51234567", true],
    ["+853", "66123456", true],
    ["+886", "912345678", true],
    ["+1", "2025550123", true],
    ["+65", "91234567", true],
    ["+81", "9012345678", true],
    ["+971", "501234567", true],
    ["+44", "7400123456", false],
  ];
  for (const [areaCode, mobile, ok] of cases) {
    test(`${areaCode} ${mobile} is ${ok ? "accepted" : "refused"}`, async () => {
      const env = await testClient(srv.url, { ip: `10.2.${cases.findIndex((c) => c[1] === mobile)}.1` }).call("common/code", {
        areaCode,
        mobile,
      });
      if (ok) expect(env.code).toBe(0);
      else expect(env).toMatchObject({ code: 1, data: { field: areaCode === "+44" ? "areaCode" : "mobile" } });
    });
  }

  test("an empty number and a bad code format get the spec's messages", async () => {
    const browser = testClient(srv.url);
    expect(await browser.call("common/code", { areaCode: "+86", mobile: "" })).toMatchObject({ code: 1, msg: "请输入手机号" });
    expect(await browser.call("common/login", { areaCode: "+86", mobile: "13800138000", code: "12ab" })).toMatchObject({
      code: 1,
      msg: "请输入正确的验证码格式",
      data: { field: "code" },
    });
  });
});

describe("sessions", () => {
  test("a call that needs a login answers 1503 without one", async () => {
    const env = await testClient(srv.url).call("common/bindmobile", { areaCode: "+86", mobile: "13800138999", code: "123456" });
    expect(env.code).toBe(1503);
  });

  test("the session cookie is httpOnly, SameSite=Lax and carries 256 random bits", async () => {
    const { mobile } = fresh();
    await testClient(srv.url, { ip: "10.3.0.1" }).call("common/code", { areaCode: "+86", mobile });
    const code = await latestCode(srv.url, mobile);
    let setCookie = "";
    const { createProtocolClient } = await import("@/api/contract/protocol/client");
    const keys = new Map<string, string>();
    const raw = createProtocolClient({
      baseUrl: srv.url,
      store: { get: (k) => keys.get(k) ?? null, set: (k, v) => void keys.set(k, v) },
      onResponse: (r) => {
        setCookie ||= r.headers.get("set-cookie") ?? "";
      },
    });
    expect((await raw.call("common/login", { areaCode: "+86", mobile, code })).code).toBe(0);
    expect(setCookie).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
  });

  test("after logout the old session cookie no longer works", async () => {
    const { mobile, browser } = fresh();
    await signIn(browser, srv.url, mobile);
    const stolen = browser.cookies.get("sid")!;
    expect((await browser.call("my/out")).code).toBe(0);
    const replayer = testClient(srv.url);
    replayer.cookies.set("sid", stolen);
    expect((await replayer.call("common/currentuser")).data).toBeNull();
    expect((await replayer.call("common/bindmobile", { areaCode: "+86", mobile: "13800138998", code: "123456" })).code).toBe(1503);
  });

  test("a session unused for more than 7 days has ended", async () => {
    const { mobile, browser } = fresh();
    await signIn(browser, srv.url, mobile);
    await rows(
      srv.deps.db,
      `update sessions set last_seen_at = now() - interval '8 days' where user_id = (select id from users where mobile = '${mobile}')`,
    );
    expect((await browser.call("common/currentuser")).data).toBeNull();
  });

  test("signing in again issues a new session id and ends the old one", async () => {
    const { mobile, browser } = fresh();
    await signIn(browser, srv.url, mobile);
    const first = browser.cookies.get("sid")!;
    await rows(srv.deps.db, `update rate_limits set window_ends_at = now() where key = 'sms:resend:+86${mobile}'`);
    await signIn(browser, srv.url, mobile);
    expect(browser.cookies.get("sid")).not.toBe(first);
    const old = testClient(srv.url);
    old.cookies.set("sid", first);
    expect((await old.call("common/currentuser")).data).toBeNull();
  });

  test("binding a number another account holds is refused", async () => {
    const a = fresh();
    const b = fresh();
    await signIn(a.browser, srv.url, a.mobile);
    await signIn(b.browser, srv.url, b.mobile);
    await rows(srv.deps.db, `update rate_limits set window_ends_at = now() where key = 'sms:resend:+86${b.mobile}'`);
    await a.browser.call("common/code", { areaCode: "+86", mobile: b.mobile });
    const code = await latestCode(srv.url, b.mobile);
    expect(await a.browser.call("common/bindmobile", { areaCode: "+86", mobile: b.mobile, code })).toMatchObject({
      code: 1,
      data: { field: "mobile" },
    });
    expect((await a.browser.call("common/currentuser")).data).toMatchObject({ mobile: a.mobile });
  });
});

describe("housekeeping", () => {
  test("pruning removes ended sessions and spent data but keeps live sessions", async () => {
    const { pruneExpired } = await import("@/api/protocol/housekeeping");
    const live = fresh();
    await signIn(live.browser, srv.url, live.mobile);
    const ended = fresh();
    await signIn(ended.browser, srv.url, ended.mobile);
    const [{ id }] = await rows<{ id: number }>(srv.deps.db, `select id from users where mobile = '${ended.mobile}'`);
    await rows(srv.deps.db, `update sessions set expires_at = now() - interval '1 second' where user_id = ${id}`);
    await pruneExpired(srv.deps.db);
    expect((await live.browser.call("common/currentuser")).data).toMatchObject({ mobile: live.mobile });
    expect(await rows(srv.deps.db, `select 1 from sessions where user_id = ${id}`)).toHaveLength(0);
    expect(await rows(srv.deps.db, "select 1 from rate_limits where window_ends_at < now()")).toHaveLength(0);
  });
});

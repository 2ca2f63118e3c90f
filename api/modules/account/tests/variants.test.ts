import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createHash } from "node:crypto";
import { latestCode, testClient } from "@/tests/support/client";
import { issueKeys, post, signed } from "@/tests/support/raw";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { rows } from "@/tests/support/sql";

let srv: TestServer;
let production: TestServer;
beforeAll(async () => {
  srv = await startTestServer({ CAPTCHA_DRIVER: "builtin" });
  production = await startTestServer({ NODE_ENV: "production", CAPTCHA_DRIVER: "builtin", PUBLIC_URL: "https://xuexi.example.com" });
});
afterAll(async () => {
  await srv.stop();
  await production.stop();
});

/** A captcha whose answer the test knows, stored the way the built-in driver stores its own. */
async function knownCaptcha(answer: string) {
  const ticket = `test-${crypto.randomUUID()}`;
  const hash = createHash("sha256").update(answer.toLowerCase()).digest("hex");
  await rows(
    srv.deps.db,
    `insert into captchas (id, answer_hash, expires_at) values ('${ticket}', '${hash}', now() + interval '5 minutes')`,
  );
  return ticket;
}

describe("built-in image captcha", () => {
  test("common/captcha gives a ticket and an SVG image", async () => {
    const env = await testClient(srv.url).call<{ ticket: string; image: string }>("common/captcha");
    expect(env.data.ticket).toMatch(/^[\w-]{20,}$/);
    expect(env.data.image).toStartWith("data:image/svg+xml;base64,");
  });

  test("no code is texted without a solved captcha", async () => {
    const browser = testClient(srv.url, { ip: "10.5.0.1" });
    const { data } = await browser.call<{ ticket: string }>("common/captcha");
    const env = await browser.call("common/code", { areaCode: "+86", mobile: "13500135000", ticket: data.ticket, randStr: "zzzz" });
    expect(env).toMatchObject({ code: 1, msg: "请先完成图形验证", data: { field: "randStr" } });
    expect(await latestCode(srv.url, "13500135000")).toBeNull();
  });

  test("a solved captcha lets one code through, and cannot be used twice", async () => {
    const browser = testClient(srv.url, { ip: "10.5.0.2" });
    const ticket = await knownCaptcha("AbCd");
    expect((await browser.call("common/code", { areaCode: "+86", mobile: "13500135001", ticket, randStr: "abcd" })).code).toBe(0);
    const again = await browser.call("common/code", { areaCode: "+86", mobile: "13500135002", ticket, randStr: "abcd" });
    expect(again).toMatchObject({ code: 1, msg: "请先完成图形验证" });
  });
});

describe("sign-in variants", () => {
  test("common/loginpre signs in and answers the schedule page for the number", async () => {
    const browser = testClient(srv.url, { ip: "10.5.0.3" });
    await browser.call("common/code", { areaCode: "+86", mobile: "13500135003", ticket: await knownCaptcha("qwer"), randStr: "qwer" });
    const code = await latestCode(srv.url, "13500135003");
    const env = await browser.call("common/loginpre", { areaCode: "+86", mobile: "13500135003", code });
    expect(env).toMatchObject({ code: 0, data: "/Training/LiveSchedulelist?mobile=13500135003" });
    expect((await browser.call("common/currentuser")).data).toMatchObject({ mobile: "13500135003" });
  });

  test("common/YZMCode checks a code without signing in, once", async () => {
    const browser = testClient(srv.url, { ip: "10.5.0.4" });
    await browser.call("common/code", { areaCode: "+86", mobile: "13500135004", ticket: await knownCaptcha("zxcv"), randStr: "zxcv" });
    const code = await latestCode(srv.url, "13500135004");
    expect((await browser.call("common/YZMCode", { areaCode: "+86", mobile: "13500135004", code })).code).toBe(0);
    expect((await browser.call("common/currentuser")).data).toBeNull();
    expect((await browser.call("common/YZMCode", { areaCode: "+86", mobile: "13500135004", code })).code).toBe(1);
  });

  test("common/bindmobile moves the signed-in account to a new number", async () => {
    const browser = testClient(srv.url, { ip: "10.5.0.5" });
    await browser.call("common/code", { areaCode: "+86", mobile: "13500135005", ticket: await knownCaptcha("tyui"), randStr: "tyui" });
    await browser.call("common/login", { areaCode: "+86", mobile: "13500135005", code: await latestCode(srv.url, "13500135005") });
    await browser.call("common/code", { areaCode: "+852", mobile: "51234567", ticket: await knownCaptcha("ghjk"), randStr: "ghjk" });
    const code = await latestCode(srv.url, "51234567", "+852");
    expect(await browser.call("common/bindmobile", { areaCode: "+852", mobile: "51234567", code })).toMatchObject({
      code: 0,
      msg: "绑定成功",
    });
    expect((await browser.call("common/currentuser")).data).toMatchObject({ areaCode: "+852", mobile: "51234567" });
  });
});

describe("production", () => {
  test("the dev SMS outbox route does not exist", async () => {
    const res = await fetch(`${production.url}/api/dev/smsoutbox`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ mobile: "13800138000" }),
    });
    expect(res.status).toBe(404);
  });

  test("a crash answers HTTP 500 with a generic Chinese message and no internals", async () => {
    const keys = await issueKeys(production.url);
    await rows(production.deps.db, "alter table captchas rename to captchas_gone");
    try {
      const res = await post(production.url, "common/captcha", await signed(keys, "common/captcha", {}));
      expect(res.status).toBe(500);
      expect(res).toMatchObject({ code: 500, msg: "服务器开小差了，请稍后再试", data: null });
      expect(JSON.stringify(res)).not.toContain("captchas");
    } finally {
      await rows(production.deps.db, "alter table captchas_gone rename to captchas");
    }
  });
});

describe("common/loginreg", () => {
  test("registers a new number like common/login, answering 'newreg'", async () => {
    const browser = testClient(srv.url, { ip: "10.5.0.6" });
    await browser.call("common/code", { areaCode: "+86", mobile: "13500135006", ticket: await knownCaptcha("mnbv"), randStr: "mnbv" });
    const code = await latestCode(srv.url, "13500135006");
    expect(await browser.call("common/loginreg", { areaCode: "+86", mobile: "13500135006", code })).toMatchObject({
      code: 0,
      data: "newreg",
    });
  });
});

import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { testClient } from "@/tests/support/client";
import { issueKeys, post, signed } from "@/tests/support/raw";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { rows } from "@/tests/support/sql";

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(() => srv.stop());

const nonceCount = async () => {
  const [row] = await rows<{ n: number }>(srv.deps.db, sql`select count(*)::int as n from replay_nonces`);
  return Number(row?.n);
};

describe("request signing", () => {
  test("a call without a cipher answers 901 with a fresh cipher, key and the server clock", async () => {
    const env = await post(srv.url, "common/currentuser", { timestamp: Date.now(), random: "a".repeat(16) });
    expect(env.code).toBe(901);
    expect(env.data).toMatchObject({ cipher: expect.any(String), key: expect.any(String), now: expect.any(Number) });
  });

  test("a correctly signed call succeeds, and paths match case-insensitively", async () => {
    const keys = await issueKeys(srv.url);
    const body = await signed(keys, "common/currentuser", {});
    expect((await post(srv.url, "Common/CurrentUser", body)).code).toBe(0);
  });

  test("the same request sent twice is a replay (501) and is not executed again", async () => {
    const keys = await issueKeys(srv.url);
    const body = await signed(keys, "common/currentuser", {});
    expect((await post(srv.url, "common/currentuser", body)).code).toBe(0);
    const before = await nonceCount();
    const again = await post(srv.url, "common/currentuser", body);
    expect(again.code).toBe(501);
    expect(again.data).toMatchObject({ cipher: expect.any(String), now: expect.any(Number) });
    expect(await nonceCount()).toBe(before);
  });

  test("ten concurrent copies of one request: exactly one is accepted", async () => {
    const keys = await issueKeys(srv.url);
    const body = await signed(keys, "common/currentuser", {});
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(srv.url, "common/currentuser", body)));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.code === 501)).toHaveLength(9);
  });

  test("a tampered payload fails the signature (-1) and changes nothing", async () => {
    const keys = await issueKeys(srv.url);
    const body = await signed(keys, "common/code", { areaCode: "+86", mobile: "13700000001" });
    const env = await post(srv.url, "common/code", { ...body, mobile: "13700000002" });
    expect(env.code).toBe(-1);
    const outbox = await fetch(`${srv.url}/api/dev/smsoutbox`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ mobile: "13700000002" }),
    });
    expect(((await outbox.json()) as { data: unknown[] }).data).toHaveLength(0);
  });

  test("a signature made for another path is refused", async () => {
    const keys = await issueKeys(srv.url);
    const body = await signed(keys, "common/currentuser", {});
    expect((await post(srv.url, "my/out", body)).code).toBe(-1);
  });

  test("a forged or corrupted cipher answers 901", async () => {
    const keys = await issueKeys(srv.url);
    const body = await signed(keys, "common/currentuser", {}, { cipher: `${keys.cipher.slice(0, -4)}AAAA` });
    expect((await post(srv.url, "common/currentuser", body)).code).toBe(901);
  });

  test("a timestamp more than 300 s off answers 501 with the server clock", async () => {
    const keys = await issueKeys(srv.url);
    const body = await signed(keys, "common/currentuser", {}, { timestamp: Date.now() - 301_000 });
    const env = await post(srv.url, "common/currentuser", body);
    expect(env.code).toBe(501);
    expect(Math.abs((env.data as { now: number }).now - Date.now())).toBeLessThan(5_000);
  });

  test("a client whose clock is 2 hours slow corrects itself and gets through", async () => {
    const realNow = Date.now;
    const browser = testClient(srv.url);
    Date.now = () => realNow() - 2 * 3600_000;
    try {
      const env = await browser.call("common/currentuser");
      expect(env.code).toBe(0);
    } finally {
      Date.now = realNow;
    }
  });

  test("a damaged stored key is replaced, not fatal", async () => {
    const browser = testClient(srv.url);
    browser.keys.set("api.key", "not base64 !!");
    browser.keys.set("api.cipher", "x");
    expect((await browser.call("common/currentuser")).code).toBe(0);
  });

  test("the client gives up after 5 attempts when the server keeps refusing", async () => {
    let attempts = 0;
    const browser = testClient(srv.url);
    const { createProtocolClient } = await import("@/api/contract/protocol/client");
    const counting = createProtocolClient({
      baseUrl: srv.url,
      store: { get: (k) => (k === "api.key" ? "AAAA" : k === "api.cipher" ? "bogus" : null), set: () => {} },
      fetch: (input, init) => {
        attempts++;
        return fetch(input, init);
      },
    });
    const env = await counting.call("common/currentuser");
    expect(env.code).toBe(901);
    expect(attempts).toBe(5);
    expect((await browser.call("common/currentuser")).code).toBe(0);
  });
});

describe("transport rules", () => {
  test("an unknown path answers HTTP 404 with code 404", async () => {
    const env = await post(srv.url, "no/such/call", {});
    expect(env.status).toBe(404);
    expect(env.code).toBe(404);
  });

  test("a body over the call's limit answers HTTP 413", async () => {
    const keys = await issueKeys(srv.url);
    const body = await signed(keys, "common/currentuser", { pad: "x".repeat(70 * 1024) });
    const env = await post(srv.url, "common/currentuser", body);
    expect(env.status).toBe(413);
    expect(env.code).toBe(413);
  });

  test("a request from another site's page is refused", async () => {
    const keys = await issueKeys(srv.url);
    const body = await signed(keys, "my/out", {});
    expect((await post(srv.url, "my/out", body, { Origin: "https://evil.example" })).status).toBe(403);
    const body2 = await signed(keys, "my/out", {});
    expect((await post(srv.url, "my/out", body2, { "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
  });

  test("a form post (not JSON) is refused in the envelope (HTTP 200, code 1)", async () => {
    const res = await fetch(`${srv.url}/api/my/out`, { method: "POST", headers: { "Content-Type": "text/plain" }, body: "{}" });
    expect({ status: res.status, body: await res.json() }).toEqual({ status: 200, body: { code: 1, msg: "请求格式错误", data: null } });
  });

  test("malformed JSON answers a Chinese message, not a stack trace", async () => {
    const env = await post(srv.url, "common/currentuser", "{not json");
    expect(env.status).toBe(200);
    expect(env.msg).toBe("请求格式错误");
  });
});

describe("validation messages", () => {
  test("a missing field gets a Chinese message and its name, never valibot English", async () => {
    const env = await testClient(srv.url).call("common/login", { areaCode: "+86", mobile: "13800138000" });
    expect(env).toMatchObject({ code: 1, msg: "请填写完整信息", data: { field: "code" } });
    const noArea = await testClient(srv.url).call("common/code", { mobile: "13800138000" });
    expect(noArea.code).toBe(1);
    expect(noArea.msg).not.toMatch(/[A-Za-z]{4}/);
  });
});

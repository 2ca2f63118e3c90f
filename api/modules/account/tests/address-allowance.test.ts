import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { latestCode, type TestClient, testClient } from "@/tests/support/client";
import { startTestServer, type TestServer } from "@/tests/support/server";
import { rows } from "@/tests/support/sql";

// The sending address's hourly allowance (docs/decisions/0047, api/modules/account/sms-code.ts): 20 for an address with
// no record, +2 for each of its codes that signed someone in within the hour, and the free 20 lowered by its unused
// codes of the day (beyond its sign-ins) down to 5. The per-number limits stay as they were.
const TOO_MANY = "操作过于频繁，请稍后再试";

let srv: TestServer;
beforeAll(async () => {
  srv = await startTestServer();
});
afterAll(() => srv.stop());

const number = (prefix: string, i: number) => `${prefix}${String(i).padStart(8, "0")}`;
const askCode = (browser: TestClient, mobile: string) =>
  browser.call("common/code", { areaCode: "+86", mobile, ticket: "t", randStr: "r" });

/** One person behind the address: asks for a code, reads it off their phone (the outbox) and signs in with it. */
async function person(ip: string, mobile: string) {
  const browser = testClient(srv.url, { ip });
  const sent = await askCode(browser, mobile);
  if (sent.code !== 0) return { sent, login: null };
  const code = await latestCode(srv.url, mobile);
  return { sent, login: await browser.call("common/login", { areaCode: "+86", mobile, code }) };
}

/** Asks for codes for the numbers, all at once, from one address; answers how many were sent and the refusals. */
async function askAll(ip: string, mobiles: string[]) {
  const browser = testClient(srv.url, { ip });
  const answers = await Promise.all(mobiles.map((m) => askCode(browser, m)));
  return { sent: answers.filter((a) => a.code === 0).length, refusals: answers.filter((a) => a.code !== 0) };
}

/** Lets an hour go by for the address: its codes are an hour older (so expired) and its hourly window has ended. */
async function anHourLater(ip: string) {
  await rows(
    srv.deps.db,
    `update sms_codes set created_at = created_at - interval '1 hour', expires_at = expires_at - interval '1 hour' where ip = '${ip}'`,
  );
  await rows(srv.deps.db, `update rate_limits set window_ends_at = now() where key = 'sms:ip:${ip}'`);
}

describe("an office behind one address", () => {
  test("200 people in one room, in groups of 20, each get a code and sign in within the hour; none is refused", async () => {
    const ip = "10.50.0.1";
    const results = [];
    for (let g = 0; g < 10; g++)
      results.push(...(await Promise.all(Array.from({ length: 20 }, (_, i) => person(ip, number("136", g * 20 + i))))));
    expect(results).toHaveLength(200);
    expect(results.filter((r) => r.sent.code !== 0)).toEqual([]);
    expect(results.filter((r) => r.login?.code !== 0)).toEqual([]);
    expect(results.every((r) => r.login?.data === "newreg")).toBe(true);
    const [{ n }] = await rows<{ n: number }>(srv.deps.db, `select count(*)::int as n from users where mobile like '136%'`);
    expect(n).toBe(200);
  });

  test("when 100 in a room ask at once, 20 get a code; as they sign in, the rest get theirs in two more rounds", async () => {
    const ip = "10.50.0.2";
    let waiting = Array.from({ length: 100 }, (_, i) => number("137", i));
    const rounds: number[] = [];
    while (waiting.length && rounds.length < 10) {
      const browser = testClient(srv.url, { ip });
      const answers = await Promise.all(waiting.map((m) => askCode(browser, m)));
      const got = waiting.filter((_, i) => answers[i].code === 0);
      expect(answers.filter((a) => a.code !== 0).every((a) => a.msg === TOO_MANY)).toBe(true);
      rounds.push(got.length);
      for (const mobile of got) {
        const code = await latestCode(srv.url, mobile);
        expect((await testClient(srv.url, { ip }).call("common/login", { areaCode: "+86", mobile, code })).code).toBe(0);
      }
      waiting = waiting.filter((m) => !got.includes(m));
    }
    // 20 free; then 20 + 2×20 = 60 (40 more); then 20 + 2×60 = 140, room for the last 40.
    expect(rounds).toEqual([20, 40, 40]);
  });

  test("an office where one in ten never types the code still gets everyone a code", async () => {
    const ip = "10.50.0.3";
    let refused = 0;
    for (let g = 0; g < 10; g++) {
      const group = await Promise.all(
        Array.from({ length: 20 }, async (_, i) => {
          const mobile = number("135", g * 20 + i);
          if (i % 10 !== 9) return person(ip, mobile);
          return { sent: await askCode(testClient(srv.url, { ip }), mobile), login: null };
        }),
      );
      refused += group.filter((r) => r.sent.code !== 0).length;
      // The ones who walked away: their codes run out.
      await rows(srv.deps.db, `update sms_codes set expires_at = now() - interval '1 second' where ip = '${ip}' and used_at is null`);
    }
    expect(refused).toBe(0);
  });
});

describe("a script behind one address", () => {
  test("asking codes for many numbers and using none: 20 in the first hour, then 5 an hour, 135 in a whole day", async () => {
    const ip = "10.60.0.1";
    const first = await askAll(
      ip,
      Array.from({ length: 100 }, (_, i) => number("134", i)),
    );
    expect(first.sent).toBe(20);
    expect(first.refusals).toHaveLength(80);
    expect(first.refusals.every((a) => a.code === 1 && a.msg === TOO_MANY)).toBe(true);
    let day = first.sent;
    for (let hour = 1; hour < 24; hour++) {
      await anHourLater(ip);
      const later = await askAll(
        ip,
        Array.from({ length: 20 }, (_, i) => number("133", hour * 100 + i)),
      );
      expect(later.sent).toBe(5);
      day += later.sent;
    }
    expect(day).toBe(135);
  });

  test("guessing wrong counts as soon as a code is worn out: five wrong tries on each of 20 codes leave 5 the next hour", async () => {
    const ip = "10.60.0.2";
    const mobiles = Array.from({ length: 20 }, (_, i) => number("158", i));
    expect((await askAll(ip, mobiles)).sent).toBe(20);
    for (const mobile of mobiles) {
      const code = (await latestCode(srv.url, mobile))!;
      for (let t = 1; t <= 5; t++) {
        const wrong = String((Number(code) + t) % 1_000_000).padStart(6, "0");
        await testClient(srv.url, { ip }).call("common/login", { areaCode: "+86", mobile, code: wrong });
      }
    }
    // The codes are still within their 5 minutes; only the window ends, so the worn-out tries alone lower the allowance.
    await rows(srv.deps.db, `update rate_limits set window_ends_at = now() where key = 'sms:ip:${ip}'`);
    const next = await askAll(
      ip,
      Array.from({ length: 30 }, (_, i) => number("159", i)),
    );
    expect(next.sent).toBe(5);
  });

  test("a wide allowance leaves the per-number limits as they were: 60 s between codes, 10 a day from one address", async () => {
    const ip = "10.60.0.3";
    for (let i = 0; i < 30; i++) expect((await person(ip, number("150", i))).login?.code).toBe(0);
    const browser = testClient(srv.url, { ip });
    const mobile = number("151", 0);
    expect((await askCode(browser, mobile)).code).toBe(0);
    expect(await askCode(browser, mobile)).toMatchObject({ code: 1, msg: "验证码发送过于频繁，请60秒后再试" });
    const answers = [];
    for (let i = 0; i < 10; i++) {
      await rows(srv.deps.db, `update rate_limits set window_ends_at = now() where key = 'sms:resend:+86${mobile}'`);
      answers.push(await askCode(browser, mobile));
    }
    expect(answers.slice(0, 9).every((a) => a.code === 0)).toBe(true);
    expect(answers[9]).toMatchObject({ code: 1, msg: "该手机号今日获取验证码次数已达上限" });
  });
});

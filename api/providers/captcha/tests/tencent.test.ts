import { afterAll, describe, expect, test } from "bun:test";
import type { Conn } from "@/db/client";
import { fakeTencentCloud, TENCENT_KEYS } from "../../tencent-cloud/tests/fake";
import { tencentCaptcha } from "../tencent";

const APP_SECRET_KEY = "fakeAppSecretKey";
const SOLVED = { ticket: "t03solved", randstr: "@abc" };
// DescribeCaptchaResult's documented codes: 1 OK, 15 ticket decryption failed, 100 param err (e.g. a wrong AppSecretKey).
const fake = fakeTencentCloud("captcha", "2019-07-22", (_action, b) => {
  if (b.CaptchaType !== 9 || b.AppSecretKey !== APP_SECRET_KEY || typeof b.CaptchaAppId !== "number")
    return { CaptchaCode: 100, CaptchaMsg: "param err", EvilLevel: 0, GetCaptchaTime: 0 };
  if (b.Ticket !== SOLVED.ticket || b.Randstr !== SOLVED.randstr)
    return { CaptchaCode: 15, CaptchaMsg: "ticket decryption failed", EvilLevel: 0, GetCaptchaTime: 0 };
  return { CaptchaCode: 1, CaptchaMsg: "OK", EvilLevel: 0, GetCaptchaTime: Math.floor(Date.now() / 1000) };
});
afterAll(() => fake.stop());

const driver = (over = {}) =>
  tencentCaptcha({ ...TENCENT_KEYS, appId: "190000001", appSecretKey: APP_SECRET_KEY, endpoint: fake.endpoint, ...over });
const db = {} as Conn; // the driver keeps nothing here: Tencent remembers the tickets

describe("Tencent Cloud captcha ticket check", () => {
  test("a solved ticket and randstr pass, and the check carries the person's address", async () => {
    expect(await driver().verify(db, SOLVED.ticket, SOLVED.randstr, "203.0.113.7")).toBe(true);
    expect(fake.requests.at(-1)?.body).toEqual({
      CaptchaType: 9,
      Ticket: SOLVED.ticket,
      UserIp: "203.0.113.7",
      Randstr: SOLVED.randstr,
      CaptchaAppId: 190000001,
      AppSecretKey: APP_SECRET_KEY,
    });
  });

  test("a forged ticket, a wrong AppSecretKey, a wrong SecretKey, a missing answer or no service: refused", async () => {
    expect(await driver().verify(db, "forged", SOLVED.randstr, "203.0.113.7")).toBe(false);
    expect(await driver({ appSecretKey: "wrong" }).verify(db, SOLVED.ticket, SOLVED.randstr, "203.0.113.7")).toBe(false);
    expect(await driver({ secretKey: "wrong" }).verify(db, SOLVED.ticket, SOLVED.randstr, "203.0.113.7")).toBe(false);
    expect(await driver().verify(db, SOLVED.ticket, undefined, "203.0.113.7")).toBe(false);
    expect(await driver({ endpoint: "http://127.0.0.1:1" }).verify(db, SOLVED.ticket, SOLVED.randstr, "203.0.113.7")).toBe(false);
  });
});

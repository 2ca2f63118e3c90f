import { describe, expect, test } from "bun:test";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadEnv } from "./env";

const dir = () => mkdtempSync(join(tmpdir(), "xuexi-env-"));

describe("environment check at start-up", () => {
  test("defaults: port 3000, PGlite, outbox, builtin captcha, sandbox pay, a secret generated once into DATA_DIR", () => {
    const DATA_DIR = dir();
    const env = loadEnv({ DATA_DIR });
    expect(env).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      smsDriver: "outbox",
      captchaDriver: "builtin",
      payDriver: "sandbox",
      production: false,
    });
    expect(readFileSync(join(DATA_DIR, "app-secret"), "utf8")).toBe(env.appSecret);
    expect(loadEnv({ DATA_DIR }).appSecret).toBe(env.appSecret);
  });

  test("a bad value stops start-up naming the variable", () => {
    expect(() => loadEnv({ DATA_DIR: dir(), PORT: "http" })).toThrow(/PORT: PORT 必须是整数/);
    expect(() => loadEnv({ DATA_DIR: dir(), DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => loadEnv({ DATA_DIR: dir(), SMS_DRIVER: "carrier-pigeon" })).toThrow(/SMS_DRIVER 只支持 outbox/);
  });

  test("production requires a real secret and refuses the 'off' captcha", () => {
    expect(() => loadEnv({ DATA_DIR: dir(), NODE_ENV: "production" })).toThrow(/APP_SECRET: 生产环境/);
    expect(() => loadEnv({ DATA_DIR: dir(), NODE_ENV: "production", APP_SECRET: "s".repeat(40), CAPTCHA_DRIVER: "off" })).toThrow(
      /CAPTCHA_DRIVER/,
    );
    expect(() => loadEnv({ DATA_DIR: dir(), APP_SECRET: "short" })).toThrow(/APP_SECRET 至少 32 个字符/);
  });
});

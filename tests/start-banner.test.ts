import { expect, test } from "bun:test";
import { DEMO_ACCOUNTS } from "@/db/seed";
import { startBanner } from "@/scripts/start-banner";

const started = { port: 3101, database: "PGlite (./.data)", embedded: true, devRoutes: true, captcha: "builtin" as const };

test("in development the start banner names the demo accounts and how to read an SMS code", () => {
  const text = startBanner({ ...started, production: false });
  const [first] = text.split("\n");
  expect(first).toBe("门户: http://localhost:3101/   后台: http://localhost:3101/admin/");
  expect(text).toContain("运营 13900000000、13900000099");
  expect(text).toContain("企业 HR 13900000001");
  expect(text).toContain("学员 13900000002 至 13900000041");
  expect(text).toContain("待审核的企业申请人 13900000097");
  expect(text).toContain("获取短信验证码前先填图形验证码（开发时可设 CAPTCHA_DRIVER=off 关闭）");
  expect(text).toContain("短信发件箱");
  expect(text).toContain(
    `curl -XPOST http://localhost:3101/api/dev/smsoutbox -H 'content-type: application/json' -d '{"mobile":"13900000000"}'`,
  );
  expect(text).not.toContain("bun run seed");
});

test("the banner says how the captcha before an SMS code is set", () => {
  expect(startBanner({ ...started, production: false, captcha: "off" })).toContain("图形验证码已关闭（CAPTCHA_DRIVER=off）");
  expect(startBanner({ ...started, production: false, captcha: "tencent" })).toContain("腾讯验证码");
});

test("on PostgreSQL the banner says the demo accounts come from the seed script", () => {
  expect(startBanner({ ...started, embedded: false, database: "PostgreSQL", production: false })).toContain("先运行 bun run seed");
});

test("in production the banner has the addresses only: no demo account, no dev route", () => {
  const text = startBanner({ ...started, production: true });
  expect(text.split("\n")).toHaveLength(2);
  for (const mobile of [...DEMO_ACCOUNTS.operators, DEMO_ACCOUNTS.hr, DEMO_ACCOUNTS.applicant]) expect(text).not.toContain(mobile);
  expect(text).not.toContain("验证码");
  expect(text).not.toContain("smsoutbox");
});

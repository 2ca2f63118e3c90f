import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { listQuery, signedInOperator } from "@/api/admin/tests/support";
import { fakeTencentCloud, TENCENT_KEYS } from "@/api/providers/tencent-cloud/tests/fake";
import type { Database } from "@/db/client";
import { testClient } from "@/tests/support/client";
import { freshDatabase } from "@/tests/support/database";
import { listen, type TestServer } from "@/tests/support/server";
import { rows } from "@/tests/support/sql";

const REFUSED = "+8613900000183";
const sms = fakeTencentCloud("sms", "2021-01-11", (_a, b) => {
  const phone = (b.PhoneNumberSet as string[])[0];
  return phone === REFUSED
    ? {
        SendStatusSet: [
          {
            SerialNo: "",
            PhoneNumber: phone,
            Fee: 0,
            Code: "FailedOperation.PhoneNumberInBlacklist",
            Message: "phone number in blacklist",
          },
        ],
      }
    : { SendStatusSet: [{ SerialNo: "5000:1", PhoneNumber: phone, Fee: 1, Code: "Ok", Message: "send success" }] };
});
const captcha = fakeTencentCloud("captcha", "2019-07-22", (_a, b) =>
  b.Ticket === "solved" ? { CaptchaCode: 1, CaptchaMsg: "OK" } : { CaptchaCode: 15, CaptchaMsg: "ticket decryption failed" },
);

let database: Database;
let dev: TestServer; // the outbox driver, for the operator's own sign-in
let live: TestServer; // Tencent Cloud SMS and captcha, against the fakes
beforeAll(async () => {
  database = await freshDatabase();
  dev = listen(database);
  live = listen(database, {
    SMS_DRIVER: "tencent",
    CAPTCHA_DRIVER: "tencent",
    TENCENTCLOUD_SECRET_ID: TENCENT_KEYS.secretId,
    TENCENTCLOUD_SECRET_KEY: TENCENT_KEYS.secretKey,
    TENCENT_SMS_SDK_APP_ID: "1400000001",
    SMS_SIGN_NAME: "学习认证门户",
    SMS_TEMPLATE_CODE: "100001",
    SMS_TEMPLATE_NOTICE: "100002",
    TENCENT_SMS_ENDPOINT: sms.endpoint,
    TENCENT_CAPTCHA_APP_ID: "190000001",
    TENCENT_CAPTCHA_APP_SECRET_KEY: "appsecret",
    TENCENT_CAPTCHA_ENDPOINT: captcha.endpoint,
  });
}, 60_000);
afterAll(async () => {
  await live.stop();
  await dev.stop();
  sms.stop();
  captcha.stop();
  await database.close();
});

/** The outbox row of a number once the delivery that common/code starts has recorded what the gateway said. */
async function delivered(mobile: string) {
  for (let i = 0; i < 200; i++) {
    const [row] = await rows<{ status: string }>(
      database.db,
      `select status from sms_outbox where mobile = '${mobile}' order by id desc limit 1`,
    );
    if (row && row.status !== "queued" && row.status !== "sending") return row.status;
    await Bun.sleep(10);
  }
  return "undelivered";
}

const askCode = (mobile: string, ticket: string) =>
  testClient(live.url, { ip: "203.0.113.9" }).call("common/code", { areaCode: "+86", mobile, ticket, randStr: "@r1" });

describe("texts through Tencent Cloud, behind Tencent Cloud's captcha", () => {
  test("common/captcha tells the page to show Tencent's widget for the configured CaptchaAppId", async () => {
    expect(await testClient(live.url).call("common/captcha")).toMatchObject({ code: 0, data: { provider: "tencent", appId: "190000001" } });
  });

  test("an unsolved captcha is refused in Chinese and nothing is texted", async () => {
    const before = sms.requests.length;
    expect(await askCode("13900000181", "forged")).toMatchObject({ code: 1, msg: "请先完成图形验证", data: { field: "randStr" } });
    expect(captcha.requests.at(-1)?.body).toMatchObject({ Ticket: "forged", UserIp: "203.0.113.9", CaptchaAppId: 190000001 });
    expect(sms.requests.length).toBe(before);
  });

  test("a solved captcha texts the code; a refused text shows in the back office as failed with the gateway's reason", async () => {
    expect(await askCode("13900000182", "solved")).toMatchObject({ code: 0, msg: "验证码已发送" });
    expect(await delivered("13900000182")).toBe("sent");
    expect(sms.requests.at(-1)?.body).toMatchObject({ PhoneNumberSet: ["+8613900000182"], TemplateId: "100001" });
    expect(await askCode("13900000183", "solved")).toMatchObject({ code: 0, msg: "验证码已发送" });
    expect(await delivered("13900000183")).toBe("failed");

    const op = await signedInOperator(database.db, dev.url, "13900000184", "运营短信");
    const failed = await op.get(`/sms-outbox${listQuery({ sort: ["createdAt", "DESC"], range: [0, 9], filter: { status: "failed" } })}`);
    expect(failed.json).toEqual([
      expect.objectContaining({
        mobile: "13900000183",
        driver: "tencent",
        status: "failed",
        error: "FailedOperation.PhoneNumberInBlacklist phone number in blacklist",
      }),
    ]);
    const sent = await op.get(`/sms-outbox${listQuery({ sort: ["createdAt", "DESC"], range: [0, 9], filter: { q: "13900000182" } })}`);
    expect(sent.json).toEqual([expect.objectContaining({ status: "sent", error: "", providerMessageId: "5000:1" })]);
    expect(sent.json[0]).not.toHaveProperty("code");
  });
});

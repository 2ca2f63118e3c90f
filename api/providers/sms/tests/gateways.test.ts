import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createHash, createHmac } from "node:crypto";
import { desc } from "drizzle-orm";
import type { SmsGatewayConfig } from "@/api/env-providers";
import type { Database } from "@/db/client";
import { smsOutbox } from "@/db/schema/letters/sms-outbox";
import { testClient } from "@/tests/support/client";
import { freshDatabase } from "@/tests/support/database";
import { startTestServer } from "@/tests/support/server";
import { smsDriver } from "..";
import { SMS_SIGNATURE } from "../types";

/*
 * Local fakes of the two SMS gateways' published APIs. Each checks the request's signature as the provider's
 * documentation describes it (written here apart from the driver's signer) and answers the documented bodies.
 */
const sha256 = (t: string) => createHash("sha256").update(t).digest("hex");
const hmac = (k: Buffer | string, t: string) => createHmac("sha256", k).update(t).digest();
const rfc3986 = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

type Seen = Record<string, string>;

/** Alibaba Cloud dysmsapi: ACS3-HMAC-SHA256 over POST, "/", the sorted query, the x-acs-* headers and host. */
function fakeAliyun(secrets: Record<string, string>, seen: Seen[]) {
  return Bun.serve({
    port: 0,
    async fetch(req) {
      const url = new URL(req.url);
      const auth = req.headers.get("authorization") ?? "";
      const m = /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([^,]+),Signature=([0-9a-f]{64})$/.exec(auth);
      const params = [...url.searchParams.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
      const query = params.map(([k, v]) => `${rfc3986(k)}=${rfc3986(v)}`).join("&");
      const names = m?.[2].split(";") ?? [];
      const headerLines = names.map((n) => `${n}:${n === "host" ? url.host : req.headers.get(n)}\n`).join("");
      const canonical = `${req.method}\n/\n${query}\n${headerLines}\n${m?.[2]}\n${sha256(await req.text())}`;
      const secret = m ? secrets[m[1]] : undefined;
      const expected = secret
        ? createHmac("sha256", secret)
            .update(`ACS3-HMAC-SHA256\n${sha256(canonical)}`)
            .digest("hex")
        : "";
      const signedAll = ["host", "x-acs-action", "x-acs-content-sha256", "x-acs-date", "x-acs-signature-nonce", "x-acs-version"].every(
        (h) => names.includes(h),
      );
      if (!m || !signedAll || expected !== m[3] || req.headers.get("x-acs-action") !== "SendSms") {
        return Response.json(
          { Code: "SignatureDoesNotMatch", Message: "Specified signature does not match our calculation.", RequestId: "r1" },
          { status: 400 },
        );
      }
      const p = Object.fromEntries(params);
      seen.push(p);
      if (p.PhoneNumbers === "13800000009")
        return Response.json({ Code: "isv.BUSINESS_LIMIT_CONTROL", Message: "触发天级流控Permits:10", RequestId: "r2" });
      return Response.json({ Code: "OK", Message: "OK", BizId: "900619746936498440^0", RequestId: "r3" });
    },
  });
}

/** Tencent Cloud sms: TC3-HMAC-SHA256 with the key derived over date, service and tc3_request. */
function fakeTencent(secrets: Record<string, string>, seen: Seen[]) {
  return Bun.serve({
    port: 0,
    async fetch(req) {
      const url = new URL(req.url);
      const body = await req.text();
      const auth = req.headers.get("authorization") ?? "";
      const m =
        /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/sms\/tc3_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
          auth,
        );
      const timestamp = req.headers.get("x-tc-timestamp") ?? "";
      const names = m?.[3].split(";") ?? [];
      const headerLines = names.map((n) => `${n}:${n === "host" ? url.host : (req.headers.get(n) ?? "").toLowerCase()}\n`).join("");
      const canonical = `POST\n/\n\n${headerLines}\n${m?.[3]}\n${sha256(body)}`;
      const secret = m ? secrets[m[1]] : undefined;
      const date = new Date(Number(timestamp) * 1000).toISOString().slice(0, 10);
      const key = secret ? hmac(hmac(hmac(`TC3${secret}`, date), "sms"), "tc3_request") : Buffer.alloc(0);
      const expected = createHmac("sha256", key)
        .update(`TC3-HMAC-SHA256\n${timestamp}\n${date}/sms/tc3_request\n${sha256(canonical)}`)
        .digest("hex");
      if (!m || !secret || date !== m[2] || expected !== m[4] || !names.includes("content-type") || !names.includes("host")) {
        return Response.json({
          Response: {
            Error: { Code: "AuthFailure.SignatureFailure", Message: "The provided credentials could not be validated." },
            RequestId: "t1",
          },
        });
      }
      const p = JSON.parse(body);
      seen.push({ phone: p.PhoneNumberSet[0], template: p.TemplateId, param: p.TemplateParamSet[0], app: p.SmsSdkAppId, sign: p.SignName });
      const failed = p.PhoneNumberSet[0] === "+8613800000009";
      return Response.json({
        Response: {
          SendStatusSet: [
            failed
              ? {
                  SerialNo: "",
                  PhoneNumber: p.PhoneNumberSet[0],
                  Fee: 0,
                  Code: "LimitExceeded.PhoneNumberDailyLimit",
                  Message: "the number of sms messages sent from a single mobile number every day exceeds the upper limit",
                }
              : {
                  SerialNo: "5000:1045710669157053657849499619",
                  PhoneNumber: p.PhoneNumberSet[0],
                  Fee: 1,
                  Code: "Ok",
                  Message: "send success",
                },
          ],
          RequestId: "t2",
        },
      });
    },
  });
}

let database: Database;
const aliyunSeen: Seen[] = [];
const tencentSeen: Seen[] = [];
const aliyun = fakeAliyun({ LTAI5tDemoKey: "demo-aliyun-secret" }, aliyunSeen);
const tencent = fakeTencent({ AKIDDemoId: "demo-tencent-key" }, tencentSeen);
const templates = { signName: "学习认证门户", templateCode: "SMS_CODE_1", templateNotice: "SMS_NOTICE_2" };

const aliyunConfig = (over: Partial<SmsGatewayConfig> = {}): SmsGatewayConfig => ({
  ...templates,
  driver: "aliyun",
  accessKeyId: "LTAI5tDemoKey",
  accessKeySecret: "demo-aliyun-secret",
  endpoint: `http://127.0.0.1:${aliyun.port}`,
  ...(over as object),
});
const tencentConfig = (over: Partial<SmsGatewayConfig> = {}): SmsGatewayConfig => ({
  ...templates,
  driver: "tencent",
  secretId: "AKIDDemoId",
  secretKey: "demo-tencent-key",
  sdkAppId: "1400006666",
  region: "ap-guangzhou",
  endpoint: `http://127.0.0.1:${tencent.port}`,
  ...(over as object),
});

beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  aliyun.stop(true);
  tencent.stop(true);
  await database.close();
});

const codeText = (code: string) => `${SMS_SIGNATURE}您的验证码是${code}，5分钟内有效。如非本人操作，请忽略本短信。`;
const latest = async () => (await database.db.select().from(smsOutbox).orderBy(desc(smsOutbox.id)).limit(1))[0];

async function sendAndDeliver(config: SmsGatewayConfig, mobile: string, text: string, code?: string) {
  const driver = smsDriver({ smsGateway: config });
  await driver.send(database.db, { areaCode: "+86", mobile, text, code });
  expect((await latest()).status).toBe("queued");
  expect(await driver.deliver?.(database.db)).toBe(1);
  return latest();
}

describe.each([
  [
    "aliyun",
    aliyunConfig,
    aliyunSeen,
    "900619746936498440^0",
    "isv.BUSINESS_LIMIT_CONTROL 触发天级流控Permits:10",
    "SignatureDoesNotMatch",
  ],
  [
    "tencent",
    tencentConfig,
    tencentSeen,
    "5000:1045710669157053657849499619",
    "LimitExceeded.PhoneNumberDailyLimit",
    "AuthFailure.SignatureFailure",
  ],
] as const)("the %s gateway", (name, config, seen, id, limitError, authError) => {
  test("a code goes by the code template after commit; the outbox keeps the gateway's id and forgets the code", async () => {
    const row = await sendAndDeliver(config(), "13800000001", codeText("482913"), "482913");
    expect(row).toMatchObject({ driver: name, status: "sent", providerMessageId: id, code: null, attempts: 1 });
    expect(row.text).not.toContain("482913");
    const last = seen.at(-1) as Seen;
    if (name === "aliyun")
      expect(last).toMatchObject({
        PhoneNumbers: "13800000001",
        SignName: "学习认证门户",
        TemplateCode: "SMS_CODE_1",
        TemplateParam: '{"code":"482913"}',
      });
    else
      expect(last).toEqual({ phone: "+8613800000001", template: "SMS_CODE_1", param: "482913", app: "1400006666", sign: "学习认证门户" });
  });

  test("a notice goes by the notice template, without the signature the gateway adds", async () => {
    const row = await sendAndDeliver(config(), "13800000002", `${SMS_SIGNATURE}您的企业认证已通过。`);
    expect(row.status).toBe("sent");
    const last = seen.at(-1) as Seen;
    expect(name === "aliyun" ? last.TemplateParam : last.param).toBe(
      name === "aliyun" ? '{"content":"您的企业认证已通过。"}' : "您的企业认证已通过。",
    );
  });

  test("the gateway's documented refusal is recorded as failed with its code and message", async () => {
    const row = await sendAndDeliver(config(), "13800000009", codeText("111222"), "111222");
    expect(row).toMatchObject({ status: "failed", error: expect.stringContaining(limitError), code: null });
  });

  test("a wrong secret is refused by the gateway's signature check", async () => {
    const wrong = name === "aliyun" ? { accessKeySecret: "not-the-secret" } : { secretKey: "not-the-key" };
    const row = await sendAndDeliver(config(wrong as Partial<SmsGatewayConfig>), "13800000003", codeText("333444"), "333444");
    expect(row).toMatchObject({ status: "failed", error: expect.stringContaining(authError) });
  });
});

test("a network failure is tried again, three times in all, then the text counts as failed", async () => {
  const closed = Bun.serve({ port: 0, fetch: () => new Response("") });
  const port = closed.port;
  closed.stop(true);
  const driver = smsDriver({ smsGateway: aliyunConfig({ endpoint: `http://127.0.0.1:${port}` }) });
  await driver.send(database.db, { areaCode: "+86", mobile: "13800000004", text: codeText("555666"), code: "555666" });
  await driver.deliver?.(database.db);
  expect(await latest()).toMatchObject({ status: "queued", attempts: 1, code: "555666" });
  await driver.deliver?.(database.db);
  await driver.deliver?.(database.db);
  expect(await latest()).toMatchObject({ status: "failed", attempts: 3, code: null, error: expect.stringContaining("网络错误") });
});

describe("the site on SMS_DRIVER=aliyun", () => {
  test("common/code reaches the gateway at once, the texted code signs in, and no dev route shows codes", async () => {
    const srv = await startTestServer({
      SMS_DRIVER: "aliyun",
      ALIYUN_ACCESS_KEY_ID: "LTAI5tDemoKey",
      ALIYUN_ACCESS_KEY_SECRET: "demo-aliyun-secret",
      ALIYUN_SMS_ENDPOINT: `http://127.0.0.1:${aliyun.port}`,
      SMS_SIGN_NAME: templates.signName,
      SMS_TEMPLATE_CODE: templates.templateCode,
      SMS_TEMPLATE_NOTICE: templates.templateNotice,
    });
    try {
      const browser = testClient(srv.url, { ip: "10.50.0.1" });
      expect((await browser.call("common/code", { areaCode: "+86", mobile: "13800000077", ticket: "t", randStr: "r" })).code).toBe(0);
      let texted: Seen | undefined;
      for (let i = 0; i < 100 && !texted; i++) {
        texted = aliyunSeen.find((s) => s.PhoneNumbers === "13800000077");
        if (!texted) await Bun.sleep(20);
      }
      const code = JSON.parse(texted?.TemplateParam ?? "{}").code as string;
      expect(code).toMatch(/^\d{6}$/);
      expect((await browser.call("common/login", { areaCode: "+86", mobile: "13800000077", code })).code).toBe(0);
      expect((await fetch(`${srv.url}/api/dev/smsoutbox`, { method: "POST", body: "{}" })).status).toBe(404);
    } finally {
      await srv.stop();
    }
  });
});

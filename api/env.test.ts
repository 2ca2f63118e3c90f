import { describe, expect, test } from "bun:test";
import { createPublicKey, generateKeyPairSync } from "node:crypto";
import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { loadEnv } from "./env";

const dir = () => mkdtempSync(join(tmpdir(), "xuexi-env-"));
const { privateKey } = generateKeyPairSync("ed25519");
const ISSUER_PRIVATE_KEY = privateKey.export({ format: "pem", type: "pkcs8" }).toString();
const publicJwk = (key: Parameters<typeof createPublicKey>[0]) => createPublicKey(key).export({ format: "jwk" });

describe("environment check at start-up", () => {
  test("defaults: port 3000, PGlite, outbox, builtin captcha, sandbox pay, a secret generated once into DATA_DIR", () => {
    const DATA_DIR = dir();
    const env = loadEnv({ DATA_DIR });
    expect(env).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      smsDriver: "outbox",
      captchaDriver: "builtin",
      payment: { driver: "sandbox" },
      wechat: { driver: "sandbox" },
      production: false,
    });
    expect(readFileSync(join(DATA_DIR, "app-secret"), "utf8")).toBe(env.appSecret);
    expect(loadEnv({ DATA_DIR }).appSecret).toBe(env.appSecret);
  });

  test("a bad value stops start-up naming the variable", () => {
    expect(() => loadEnv({ DATA_DIR: dir(), PORT: "http" })).toThrow(/PORT: PORT 必须是整数/);
    expect(() => loadEnv({ DATA_DIR: dir(), DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => loadEnv({ DATA_DIR: dir(), SMS_DRIVER: "carrier-pigeon" })).toThrow(/SMS_DRIVER 只支持 outbox/);
    // A gateway without its keys and templates would leave the site unable to sign anyone in.
    expect(() => loadEnv({ DATA_DIR: dir(), SMS_DRIVER: "aliyun", ALIYUN_ACCESS_KEY_ID: "id" })).toThrow(
      /SMS_DRIVER=aliyun 还需要设置: ALIYUN_ACCESS_KEY_SECRET, SMS_SIGN_NAME, SMS_TEMPLATE_CODE, SMS_TEMPLATE_NOTICE/,
    );
    expect(() => loadEnv({ DATA_DIR: dir(), SMS_DRIVER: "tencent" })).toThrow(
      /TENCENTCLOUD_SECRET_ID, TENCENTCLOUD_SECRET_KEY, TENCENT_SMS_SDK_APP_ID/,
    );
  });

  test("production requires a real secret and the site's public address, and refuses the 'off' captcha", () => {
    const PUBLIC_URL = "https://xuexi.example.com";
    expect(() => loadEnv({ DATA_DIR: dir(), NODE_ENV: "production", PUBLIC_URL })).toThrow(/APP_SECRET: 生产环境/);
    expect(() => loadEnv({ DATA_DIR: dir(), NODE_ENV: "production", APP_SECRET: "s".repeat(40) })).toThrow(/PUBLIC_URL: 生产环境/);
    expect(() =>
      loadEnv({ DATA_DIR: dir(), NODE_ENV: "production", APP_SECRET: "s".repeat(40), PUBLIC_URL, CAPTCHA_DRIVER: "off" }),
    ).toThrow(/CAPTCHA_DRIVER/);
    expect(() => loadEnv({ DATA_DIR: dir(), APP_SECRET: "short" })).toThrow(/APP_SECRET 至少 32 个字符/);
  });

  test("a payment provider or WeChat account without its keys stops start-up; WeChat's sandbox never runs in production", () => {
    expect(() => loadEnv({ DATA_DIR: dir(), PAY_DRIVER: "wechatpay", WECHATPAY_MCH_ID: "1900000001" })).toThrow(
      /PAY_DRIVER=wechatpay 还需要设置: WECHATPAY_APP_ID, WECHATPAY_MCH_SERIAL_NO, WECHATPAY_PRIVATE_KEY, WECHATPAY_API_V3_KEY, WECHATPAY_PLATFORM_PUBLIC_KEY, WECHATPAY_PLATFORM_SERIAL/,
    );
    expect(() => loadEnv({ DATA_DIR: dir(), PAY_DRIVER: "alipay", ALIPAY_APP_ID: "2021000000000001" })).toThrow(
      /PAY_DRIVER=alipay 还需要设置: ALIPAY_PRIVATE_KEY, ALIPAY_PUBLIC_KEY/,
    );
    expect(() => loadEnv({ DATA_DIR: dir(), PAY_DRIVER: "paypal" })).toThrow(/PAY_DRIVER 只支持 sandbox、wechatpay 或 alipay/);
    expect(() => loadEnv({ DATA_DIR: dir(), WECHAT_DRIVER: "official", WECHAT_APP_ID: "wx1" })).toThrow(
      /WECHAT_DRIVER=official 还需要设置: WECHAT_APP_SECRET/,
    );
    const production = {
      DATA_DIR: dir(),
      NODE_ENV: "production",
      APP_SECRET: "s".repeat(40),
      PUBLIC_URL: "https://xuexi.example.com",
      ISSUER_PRIVATE_KEY,
    };
    expect(loadEnv(production).wechat).toEqual({ driver: "off" });
    expect(() => loadEnv({ ...production, WECHAT_DRIVER: "sandbox" })).toThrow(/WECHAT_DRIVER: 生产环境不能使用 sandbox/);
    expect(loadEnv({ ...production, WECHAT_DRIVER: "official", WECHAT_APP_ID: "wx1", WECHAT_APP_SECRET: "s" }).wechat).toMatchObject({
      driver: "official",
      official: { appId: "wx1", apiEndpoint: "https://api.weixin.qq.com" },
    });
  });

  test("PUBLIC_URL is an http(s) origin, kept without its trailing slash", () => {
    expect(loadEnv({ DATA_DIR: dir(), PUBLIC_URL: "https://xuexi.example.com/" }).publicUrl).toBe("https://xuexi.example.com");
    expect(loadEnv({ DATA_DIR: dir() }).publicUrl).toBeNull();
    for (const bad of ["xuexi.example.com", "ftp://xuexi.example.com", "https://xuexi.example.com/portal"]) {
      expect(() => loadEnv({ DATA_DIR: dir(), PUBLIC_URL: bad })).toThrow(/PUBLIC_URL 必须是站点地址/);
    }
  });

  test("the footer's ICP filing number and customer-service contact are optional, and checked when given", () => {
    expect(loadEnv({ DATA_DIR: dir() })).toMatchObject({ icpFiling: null, supportContact: null });
    const env = loadEnv({ DATA_DIR: dir(), ICP_FILING: " 京ICP备12345678号-1 ", SUPPORT_CONTACT: "400-820-1234" });
    expect(env).toMatchObject({ icpFiling: "京ICP备12345678号-1", supportContact: "400-820-1234" });
    expect(loadEnv({ DATA_DIR: dir(), SUPPORT_CONTACT: "kefu@example.com" }).supportContact).toBe("kefu@example.com");
    expect(() => loadEnv({ DATA_DIR: dir(), ICP_FILING: "12345678" })).toThrow(/ICP_FILING 必须是备案号/);
    for (const bad of ["call us", "<script>", "12"]) {
      expect(() => loadEnv({ DATA_DIR: dir(), SUPPORT_CONTACT: bad })).toThrow(/SUPPORT_CONTACT 必须是客服电话或邮箱/);
    }
  });

  test("MEDIA_ORIGINS lists the https sites whose videos the pages may play; none by default", () => {
    expect(loadEnv({ DATA_DIR: dir() }).mediaOrigins).toEqual([]);
    const env = loadEnv({ DATA_DIR: dir(), MEDIA_ORIGINS: "https://video.example.com, https://cdn.example.com:8443" });
    expect(env.mediaOrigins).toEqual(["https://video.example.com", "https://cdn.example.com:8443"]);
    for (const bad of ["video.example.com", "http://video.example.com", "https://video.example.com/lessons", "*"]) {
      expect(() => loadEnv({ DATA_DIR: dir(), MEDIA_ORIGINS: bad })).toThrow(/MEDIA_ORIGINS 必须是逗号分隔的 https 站点地址/);
    }
  });

  test("STORAGE_DRIVER=s3 needs the bucket's keys; local by default; region and public address optional", () => {
    expect(loadEnv({ DATA_DIR: dir() }).storage).toEqual({ driver: "local" });
    expect(() => loadEnv({ DATA_DIR: dir(), STORAGE_DRIVER: "s3", S3_BUCKET: "b" })).toThrow(
      /STORAGE_DRIVER=s3 还需要设置: S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadEnv({ DATA_DIR: dir(), STORAGE_DRIVER: "oss" })).toThrow(/STORAGE_DRIVER 只支持 local 或 s3/);
    const keys = {
      S3_ENDPOINT: "https://oss-cn-hangzhou.aliyuncs.com",
      S3_BUCKET: "xuexi",
      S3_ACCESS_KEY_ID: "id",
      S3_SECRET_ACCESS_KEY: "secret",
    };
    expect(loadEnv({ DATA_DIR: dir(), STORAGE_DRIVER: "s3", ...keys, S3_PUBLIC_URL: "https://cdn.example.com/" }).storage).toEqual({
      driver: "s3",
      s3: {
        endpoint: "https://oss-cn-hangzhou.aliyuncs.com",
        bucket: "xuexi",
        region: "us-east-1",
        accessKeyId: "id",
        secretAccessKey: "secret",
        virtualHostedStyle: false,
        publicUrl: "https://cdn.example.com",
      },
    });
    expect(loadEnv({ DATA_DIR: dir(), STORAGE_DRIVER: "s3", ...keys, S3_VIRTUAL_HOSTED: "true" }).storage).toMatchObject({
      s3: { virtualHostedStyle: true },
    });
    expect(() => loadEnv({ DATA_DIR: dir(), STORAGE_DRIVER: "s3", ...keys, S3_VIRTUAL_HOSTED: "yes" })).toThrow(
      /S3_VIRTUAL_HOSTED 只能是 true 或 false/,
    );
    expect(() => loadEnv({ DATA_DIR: dir(), STORAGE_DRIVER: "s3", ...keys, S3_ENDPOINT: "oss-cn-hangzhou.aliyuncs.com" })).toThrow(
      /S3_ENDPOINT 必须是服务地址/,
    );
  });

  test("WORKERS: one process in development and on PGlite, every core in production on PostgreSQL, 1..64 when set", () => {
    const DATABASE_URL = "postgres://localhost/xuexi";
    const production = { NODE_ENV: "production", APP_SECRET: "s".repeat(40), PUBLIC_URL: "https://xuexi.example.com", ISSUER_PRIVATE_KEY };
    expect(loadEnv({ DATA_DIR: dir() }).workers).toBe(1);
    expect(loadEnv({ DATA_DIR: dir(), DATABASE_URL }).workers).toBe(1);
    expect(loadEnv({ DATA_DIR: dir(), ...production }).workers).toBe(1);
    expect(loadEnv({ DATA_DIR: dir(), DATABASE_URL, ...production }).workers).toBe(availableParallelism());
    expect(loadEnv({ DATA_DIR: dir(), DATABASE_URL, WORKERS: "3" }).workers).toBe(3);
    expect(loadEnv({ DATA_DIR: dir(), WORKERS: "1" }).workers).toBe(1);
    expect(() => loadEnv({ DATA_DIR: dir(), DATABASE_URL, WORKERS: "0" })).toThrow(/WORKERS 不能小于 1/);
    expect(() => loadEnv({ DATA_DIR: dir(), DATABASE_URL, WORKERS: "65" })).toThrow(/WORKERS 不能大于 64/);
    expect(() => loadEnv({ DATA_DIR: dir(), DATABASE_URL, WORKERS: "two" })).toThrow(/WORKERS 必须是整数/);
    expect(() => loadEnv({ DATA_DIR: dir(), WORKERS: "2" })).toThrow(/PGlite\) 只能由一个进程打开/);
  });

  test("ISSUER_PRIVATE_KEY: required in production, an Ed25519 PKCS8 PEM or JWK; otherwise a key made once into DATA_DIR", () => {
    const production = { DATA_DIR: dir(), NODE_ENV: "production", APP_SECRET: "s".repeat(40), PUBLIC_URL: "https://xuexi.example.com" };
    expect(() => loadEnv(production)).toThrow(/ISSUER_PRIVATE_KEY: 生产环境 \(NODE_ENV=production\) 必须设置/);
    const fromPem = loadEnv({ ...production, ISSUER_PRIVATE_KEY }).issuerPrivateKey;
    expect(publicJwk(fromPem)).toEqual(publicJwk(privateKey));
    // One line in an env file: the PEM's newlines written as \n, or the key as a JWK.
    expect(publicJwk(loadEnv({ ...production, ISSUER_PRIVATE_KEY: ISSUER_PRIVATE_KEY.replace(/\n/g, "\\n") }).issuerPrivateKey)).toEqual(
      publicJwk(privateKey),
    );
    const jwk = JSON.stringify(privateKey.export({ format: "jwk" }));
    expect(publicJwk(loadEnv({ ...production, ISSUER_PRIVATE_KEY: jwk }).issuerPrivateKey)).toEqual(publicJwk(privateKey));
    // Printing the configuration never shows the key.
    expect(Bun.inspect(fromPem)).not.toContain(ISSUER_PRIVATE_KEY.split("\n")[1]!);
    const rsa = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ format: "pem", type: "pkcs8" }).toString();
    for (const bad of ["not a key", rsa, '{"kty":"OKP","crv":"Ed25519","x":"abc"}']) {
      expect(() => loadEnv({ ...production, ISSUER_PRIVATE_KEY: bad })).toThrow(/ISSUER_PRIVATE_KEY 必须是 Ed25519 私钥/);
    }

    const DATA_DIR = dir();
    const dev = loadEnv({ DATA_DIR }).issuerPrivateKey;
    expect(dev.asymmetricKeyType).toBe("ed25519");
    expect(statSync(join(DATA_DIR, "issuer-key.pem")).mode & 0o777).toBe(0o600);
    expect(publicJwk(loadEnv({ DATA_DIR }).issuerPrivateKey)).toEqual(publicJwk(dev));
  });
});

import { type KeyObject, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join, resolve } from "node:path";
import * as v from "valibot";
import { readIssuerKey } from "./env-issuer-key";
import { readSmsGateway, readTencentCaptcha, readWechat, type SmsGatewayConfig, type WechatConfig } from "./env-providers";
import type { TencentCaptchaConfig } from "./providers/captcha/tencent";
import { type PaymentConfig, readPayment } from "./providers/payment/config";
import { readStorage, type StorageConfig } from "./providers/storage/config";

/** Environment variables of DESIGN.md, checked once at start-up. */
const EnvSchema = v.object({
  PORT: v.pipe(
    v.optional(v.string(), "3000"),
    v.transform(Number),
    v.integer("PORT 必须是整数"),
    v.minValue(0, "PORT 不能小于 0"),
    v.maxValue(65535, "PORT 不能大于 65535"),
  ),
  WORKERS: v.optional(
    v.pipe(
      v.string(),
      v.transform(Number),
      v.integer("WORKERS 必须是整数"),
      v.minValue(1, "WORKERS 不能小于 1"),
      v.maxValue(64, "WORKERS 不能大于 64"),
    ),
  ),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, "DATABASE_URL 必须以 postgres:// 或 postgresql:// 开头"))),
  DATA_DIR: v.optional(v.string(), "./.data"),
  DIST_DIR: v.optional(v.string(), "./dist"),
  APP_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, "APP_SECRET 至少 32 个字符"))),
  ISSUER_PRIVATE_KEY: v.optional(v.string()),
  SMS_DRIVER: v.optional(v.picklist(["outbox", "aliyun", "tencent"], "SMS_DRIVER 只支持 outbox、aliyun 或 tencent"), "outbox"),
  CAPTCHA_DRIVER: v.optional(v.picklist(["builtin", "off", "tencent"], "CAPTCHA_DRIVER 只支持 builtin、off 或 tencent"), "builtin"),
  PAY_DRIVER: v.optional(v.picklist(["sandbox", "wechatpay", "alipay"], "PAY_DRIVER 只支持 sandbox、wechatpay 或 alipay"), "sandbox"),
  WECHAT_DRIVER: v.optional(v.picklist(["off", "sandbox", "official"], "WECHAT_DRIVER 只支持 off、sandbox 或 official")),
  STORAGE_DRIVER: v.optional(v.picklist(["local", "s3"], "STORAGE_DRIVER 只支持 local 或 s3"), "local"),
  S3_ENDPOINT: v.optional(
    v.pipe(v.string(), v.regex(/^https?:\/\/[^/?#\s]+\/?$/, "S3_ENDPOINT 必须是服务地址，如 https://oss-cn-hangzhou.aliyuncs.com")),
  ),
  S3_VIRTUAL_HOSTED: v.optional(v.picklist(["true", "false"], "S3_VIRTUAL_HOSTED 只能是 true 或 false")),
  S3_PUBLIC_URL: v.optional(
    v.pipe(v.string(), v.regex(/^https?:\/\/[^?#\s]+$/, "S3_PUBLIC_URL 必须是公开访问地址，如 https://cdn.example.com")),
  ),
  NODE_ENV: v.optional(v.string()),
  TRUSTED_PROXIES: v.optional(v.string(), ""),
  PUBLIC_URL: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^https?:\/\/[^/?#\s]+\/?$/, "PUBLIC_URL 必须是站点地址，如 https://xuexi.example.com"),
      v.transform((url) => new URL(url).origin),
    ),
  ),
  ICP_FILING: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^\p{Script=Han}{1,3}ICP备\d{6,10}号(-\d{1,3})?$/u, "ICP_FILING 必须是备案号，如 京ICP备12345678号-1"),
    ),
  ),
  SUPPORT_CONTACT: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(
        /^(\+?\d[\d -]{4,18}\d|[^\s@]{1,64}@[^\s@]+\.[^\s@]+)$/,
        "SUPPORT_CONTACT 必须是客服电话或邮箱，如 400-820-1234 或 kefu@example.com",
      ),
    ),
  ),
  REDIRECT_ORIGINS: v.optional(
    v.pipe(
      v.string(),
      v.check(
        (value) => list(value).every((origin) => /^https:\/\/[^/?#\s]+$/.test(origin)),
        "REDIRECT_ORIGINS 必须是逗号分隔的 https 站点地址，如 https://partner.example.com",
      ),
    ),
    "",
  ),
  MEDIA_ORIGINS: v.optional(
    v.pipe(
      v.string(),
      v.check(
        (value) => list(value).every((origin) => /^https:\/\/[^/?#\s]+$/.test(origin)),
        "MEDIA_ORIGINS 必须是逗号分隔的 https 站点地址，如 https://video.example.com",
      ),
    ),
    "",
  ),
});

export type Env = {
  port: number;
  /** Server processes `bun run start` runs on the one port; 1 is a single process, as before. */
  workers: number;
  databaseUrl?: string;
  dataDir: string;
  /** Where the two SPA bundles are built and served from. */
  distDir: string;
  appSecret: string;
  /** The Ed25519 key certificates' credentials are signed with (ISSUER_PRIVATE_KEY, or the dev key in DATA_DIR). */
  issuerPrivateKey: KeyObject;
  smsDriver: "outbox" | "aliyun" | "tencent";
  /** The gateway's keys and templates; null for the outbox. */
  smsGateway: SmsGatewayConfig | null;
  captchaDriver: "builtin" | "off" | "tencent";
  /** Tencent Cloud captcha's keys; null for the other captcha drivers. */
  tencentCaptcha: TencentCaptchaConfig | null;
  /** PAY_DRIVER with the real provider's keys. */
  payment: PaymentConfig;
  /** WECHAT_DRIVER with the official account's keys. */
  wechat: WechatConfig;
  /** STORAGE_DRIVER with the bucket's keys. */
  storage: StorageConfig;
  production: boolean;
  /** Addresses whose X-Forwarded-For and X-Forwarded-Proto are believed. */
  trustedProxies: string[];
  /** The site's address as people reach it (an origin, no trailing slash), for absolute links; null in development. */
  publicUrl: string | null;
  /** The footer's ICP filing number (京ICP备12345678号-1) and customer-service phone or e-mail; null when unset. */
  icpFiling: string | null;
  supportContact: string | null;
  /** Sites besides ours whose videos (operators' lesson addresses, mp4 or HLS) the portal's pages may play. */
  mediaOrigins: string[];
  /** The allowed site list: partners' sites (https origins) a partner's redirect may send people to, besides ours. */
  redirectOrigins: string[];
};

export class EnvError extends Error {}

function list(value: string) {
  return value
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Reads the dev secret from DATA_DIR, creating it on first use, so restarts keep sessions. */
function devSecret(dataDir: string) {
  const file = join(dataDir, "app-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty variable (DATABASE_URL= ) means unset, as in most tools.
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = v.safeParse(EnvSchema, given);
  if (!result.success) {
    const lines = result.issues.map((i) => `  ${v.getDotPath(i) ?? "?"}: ${i.message}`);
    throw new EnvError(`环境变量配置有误:\n${lines.join("\n")}`);
  }
  const e = result.output;
  const production = e.NODE_ENV === "production";
  if (production && !e.APP_SECRET) throw new EnvError("环境变量配置有误:\n  APP_SECRET: 生产环境 (NODE_ENV=production) 必须设置");
  if (production && !e.PUBLIC_URL) throw new EnvError("环境变量配置有误:\n  PUBLIC_URL: 生产环境 (NODE_ENV=production) 必须设置");
  if (production && e.CAPTCHA_DRIVER === "off") throw new EnvError("环境变量配置有误:\n  CAPTCHA_DRIVER: 生产环境不能使用 off");
  const smsGateway = readSmsGateway(e.SMS_DRIVER, given);
  if (Array.isArray(smsGateway)) throw new EnvError(`环境变量配置有误:\n  SMS_DRIVER=${e.SMS_DRIVER} 还需要设置: ${smsGateway.join(", ")}`);
  const tencentCaptcha = readTencentCaptcha(e.CAPTCHA_DRIVER, given);
  if (Array.isArray(tencentCaptcha))
    throw new EnvError(`环境变量配置有误:\n  CAPTCHA_DRIVER=tencent 还需要设置: ${tencentCaptcha.join(", ")}`);
  const payment = readPayment(e.PAY_DRIVER, given);
  if (Array.isArray(payment)) throw new EnvError(`环境变量配置有误:\n  PAY_DRIVER=${e.PAY_DRIVER} 还需要设置: ${payment.join(", ")}`);
  // The sandbox's page lets anyone pick any WeChat identity, so it signs anyone in as the accounts they are bound to.
  if (production && e.WECHAT_DRIVER === "sandbox") throw new EnvError("环境变量配置有误:\n  WECHAT_DRIVER: 生产环境不能使用 sandbox");
  const wechat = readWechat(e.WECHAT_DRIVER, production, given);
  if (Array.isArray(wechat)) throw new EnvError(`环境变量配置有误:\n  WECHAT_DRIVER=official 还需要设置: ${wechat.join(", ")}`);
  const storage = readStorage(e.STORAGE_DRIVER, given);
  if (Array.isArray(storage)) throw new EnvError(`环境变量配置有误:\n  STORAGE_DRIVER=s3 还需要设置: ${storage.join(", ")}`);
  // One PGlite data folder can be opened by one process only. Asked for explicitly, that is a mistake to say; by
  // default (all cores in production) the embedded database just means one process.
  if (e.WORKERS !== undefined && e.WORKERS > 1 && !e.DATABASE_URL)
    throw new EnvError("环境变量配置有误:\n  WORKERS: 内置数据库 (PGlite) 只能由一个进程打开，多个工作进程需要设置 DATABASE_URL");
  const workers = e.WORKERS ?? (production && e.DATABASE_URL ? availableParallelism() : 1);
  const dataDir = resolve(e.DATA_DIR);
  const issuerPrivateKey = readIssuerKey(e.ISSUER_PRIVATE_KEY, production, dataDir);
  if (typeof issuerPrivateKey === "string") throw new EnvError(`环境变量配置有误:\n  ${issuerPrivateKey}`);
  return {
    port: e.PORT,
    workers,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    distDir: resolve(e.DIST_DIR),
    appSecret: e.APP_SECRET ?? devSecret(dataDir),
    issuerPrivateKey,
    smsDriver: e.SMS_DRIVER,
    smsGateway,
    captchaDriver: e.CAPTCHA_DRIVER,
    tencentCaptcha,
    payment,
    wechat,
    storage,
    production,
    trustedProxies: list(e.TRUSTED_PROXIES),
    publicUrl: e.PUBLIC_URL ?? null,
    icpFiling: e.ICP_FILING ?? null,
    supportContact: e.SUPPORT_CONTACT ?? null,
    mediaOrigins: list(e.MEDIA_ORIGINS),
    redirectOrigins: list(e.REDIRECT_ORIGINS),
  };
}

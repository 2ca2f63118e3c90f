import type { TencentCaptchaConfig } from "./providers/captcha/tencent";
import type { WechatOfficialConfig } from "./providers/wechat/official";

/**
 * The SMS gateway's and Tencent captcha's settings (docs/decisions/0039), read beside the rest of the environment: a
 * provider driver with a missing key stops start-up, whatever NODE_ENV, since the site would otherwise run without
 * texts or captcha checks (no sign-in).
 */
type Common = { signName: string; templateCode: string; templateNotice: string };
export type SmsGatewayConfig =
  | (Common & { driver: "aliyun"; accessKeyId: string; accessKeySecret: string; endpoint: string })
  | (Common & { driver: "tencent"; secretId: string; secretKey: string; sdkAppId: string; region: string; endpoint: string });

const REQUIRED = {
  aliyun: ["ALIYUN_ACCESS_KEY_ID", "ALIYUN_ACCESS_KEY_SECRET"],
  tencent: ["TENCENTCLOUD_SECRET_ID", "TENCENTCLOUD_SECRET_KEY", "TENCENT_SMS_SDK_APP_ID"],
} as const;
const TEMPLATES = ["SMS_SIGN_NAME", "SMS_TEMPLATE_CODE", "SMS_TEMPLATE_NOTICE"] as const;

/** The gateway's settings, null for the outbox; the names of what is missing otherwise. */
export function readSmsGateway(
  driver: "outbox" | "aliyun" | "tencent",
  e: Record<string, string | undefined>,
): SmsGatewayConfig | string[] | null {
  if (driver === "outbox") return null;
  const missing = [...REQUIRED[driver], ...TEMPLATES].filter((k) => !e[k]);
  if (missing.length) return missing;
  const common = {
    signName: e.SMS_SIGN_NAME as string,
    templateCode: e.SMS_TEMPLATE_CODE as string,
    templateNotice: e.SMS_TEMPLATE_NOTICE as string,
  };
  if (driver === "aliyun") {
    return {
      ...common,
      driver,
      accessKeyId: e.ALIYUN_ACCESS_KEY_ID as string,
      accessKeySecret: e.ALIYUN_ACCESS_KEY_SECRET as string,
      endpoint: e.ALIYUN_SMS_ENDPOINT ?? "https://dysmsapi.aliyuncs.com",
    };
  }
  return {
    ...common,
    driver,
    secretId: e.TENCENTCLOUD_SECRET_ID as string,
    secretKey: e.TENCENTCLOUD_SECRET_KEY as string,
    sdkAppId: e.TENCENT_SMS_SDK_APP_ID as string,
    region: e.TENCENT_SMS_REGION ?? "ap-guangzhou",
    endpoint: e.TENCENT_SMS_ENDPOINT ?? "https://sms.tencentcloudapi.com",
  };
}

const CAPTCHA_KEYS = [
  "TENCENTCLOUD_SECRET_ID",
  "TENCENTCLOUD_SECRET_KEY",
  "TENCENT_CAPTCHA_APP_ID",
  "TENCENT_CAPTCHA_APP_SECRET_KEY",
] as const;

/** Tencent Cloud captcha's keys for CAPTCHA_DRIVER=tencent, null for the others; the names of what is missing otherwise. */
export function readTencentCaptcha(driver: string, e: Record<string, string | undefined>): TencentCaptchaConfig | string[] | null {
  if (driver !== "tencent") return null;
  const missing = CAPTCHA_KEYS.filter((k) => !e[k]);
  if (missing.length) return missing;
  return {
    secretId: e.TENCENTCLOUD_SECRET_ID as string,
    secretKey: e.TENCENTCLOUD_SECRET_KEY as string,
    appId: e.TENCENT_CAPTCHA_APP_ID as string,
    appSecretKey: e.TENCENT_CAPTCHA_APP_SECRET_KEY as string,
    endpoint: e.TENCENT_CAPTCHA_ENDPOINT ?? "https://captcha.tencentcloudapi.com",
  };
}

/** WECHAT_DRIVER with its keys (docs/decisions/0041). */
export type WechatConfig = { driver: "off" } | { driver: "sandbox" } | { driver: "official"; official: WechatOfficialConfig };

/**
 * WeChat sign-in's settings: the sandbox outside production, where WeChat sign-in is off unless an official account
 * is configured (api/env.ts refuses the sandbox there). The names of what is missing otherwise.
 */
export function readWechat(
  driver: string | undefined,
  production: boolean,
  e: Record<string, string | undefined>,
): WechatConfig | string[] {
  const chosen = driver ?? (production ? "off" : "sandbox");
  if (chosen === "off") return { driver: "off" };
  if (chosen === "sandbox") return { driver: "sandbox" };
  const missing = ["WECHAT_APP_ID", "WECHAT_APP_SECRET"].filter((k) => !e[k]);
  if (missing.length) return missing;
  return {
    driver: "official",
    official: {
      appId: e.WECHAT_APP_ID as string,
      appSecret: e.WECHAT_APP_SECRET as string,
      apiEndpoint: e.WECHAT_API_ENDPOINT ?? "https://api.weixin.qq.com",
      openEndpoint: e.WECHAT_OPEN_ENDPOINT ?? "https://open.weixin.qq.com",
    },
  };
}

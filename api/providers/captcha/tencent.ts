import { callTencentCloud, type TencentCredentials } from "../tencent-cloud/call";
import type { CaptchaDriver } from "./types";

export type TencentCaptchaConfig = TencentCredentials & {
  appId: string;
  appSecretKey: string;
  /** https://captcha.tencentcloudapi.com, or a local fake in tests. */
  endpoint: string;
};

/**
 * Tencent Cloud captcha: the login page solves it in Tencent's widget and sends its ticket and randstr with
 * common/code; DescribeCaptchaResult (Version 2019-07-22) says whether they pass (CaptchaCode 1).
 */
export function tencentCaptcha(c: TencentCaptchaConfig): CaptchaDriver {
  return {
    name: "tencent",
    challenge: async () => ({ provider: "tencent", appId: c.appId }),
    async verify(_db, ticket, randStr, ip) {
      if (typeof ticket !== "string" || typeof randStr !== "string" || !ticket || !randStr) return false;
      try {
        const a = await callTencentCloud<{ CaptchaCode?: number; CaptchaMsg?: string }>(c, {
          endpoint: c.endpoint,
          service: "captcha",
          action: "DescribeCaptchaResult",
          version: "2019-07-22",
          body: {
            CaptchaType: 9,
            Ticket: ticket,
            UserIp: ip,
            Randstr: randStr,
            CaptchaAppId: Number(c.appId),
            AppSecretKey: c.appSecretKey,
          },
        });
        if (a.Response.Error) console.error(`腾讯云验证码校验出错: ${a.Response.Error.Code}: ${a.Response.Error.Message}`);
        return a.Response.CaptchaCode === 1;
      } catch (e) {
        console.error(`腾讯云验证码校验失败: ${(e as Error).message}`);
        return false;
      }
    },
  };
}

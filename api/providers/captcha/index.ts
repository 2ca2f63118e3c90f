import type { Env } from "../../env";
import { builtinCaptcha } from "./builtin";
import { offCaptcha } from "./off";
import { tencentCaptcha } from "./tencent";
import type { CaptchaDriver } from "./types";

export type { CaptchaDriver } from "./types";

/** CAPTCHA_DRIVER: the built-in image, Tencent Cloud's widget checked by DescribeCaptchaResult, or none (tests). */
export function captchaDriver(env: Pick<Env, "captchaDriver" | "tencentCaptcha">): CaptchaDriver {
  if (env.tencentCaptcha) return tencentCaptcha(env.tencentCaptcha);
  return env.captchaDriver === "off" ? offCaptcha : builtinCaptcha;
}

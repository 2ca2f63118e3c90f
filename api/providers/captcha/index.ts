import type { Env } from "../../env";
import { builtinCaptcha } from "./builtin";
import { offCaptcha } from "./off";
import type { CaptchaDriver } from "./types";

export type { CaptchaDriver } from "./types";

export function captchaDriver(name: Env["captchaDriver"]): CaptchaDriver {
  return name === "off" ? offCaptcha : builtinCaptcha;
}

import * as v from "valibot";
import { defineCall } from "./call";
import { SmsCodeSchema } from "./mobile";
import { withMobile } from "./mobile-plan";

/** common/code: the captcha answer travels as ticket + randStr. */
export const SendCodeSchema = withMobile({
  ticket: v.optional(v.string(), ""),
  randStr: v.optional(v.string(), ""),
});
export type SendCode = v.InferOutput<typeof SendCodeSchema>;

/** common/login, common/loginreg, common/loginpre, common/YZMCode, common/bindmobile. */
export const LoginSchema = withMobile({ code: SmsCodeSchema });
export type Login = v.InferOutput<typeof LoginSchema>;

/** An image captcha to solve before common/code; null when the server's driver needs none. */
export type ImageCaptcha = { ticket: string; image: string };
/** Tencent Cloud's captcha (CAPTCHA_DRIVER=tencent): the page solves it in Tencent's widget for this CaptchaAppId. */
export type TencentCaptcha = { provider: "tencent"; appId: string };
export type Captcha = ImageCaptcha | TencentCaptcha;
/** common/login's data for a number seen for the first time, '' otherwise (spec 000 section 3). */
export const NEW_REGISTRATION = "newreg";

/* The calls (the server's account module). */
export const commonCaptchaCall = defineCall({ path: "common/captcha" }).returns<Captcha | null>();
export const commonCodeCall = defineCall({ path: "common/code", input: SendCodeSchema }).returns<null>();
export const commonLoginpreCall = defineCall({ path: "common/loginpre", input: LoginSchema }).returns<string>();
export const commonYZMCodeCall = defineCall({ path: "common/YZMCode", input: LoginSchema }).returns<boolean>();
export const commonBindmobileCall = defineCall({ path: "common/bindmobile", input: LoginSchema }).returns<null>();
export const commonLoginCall = defineCall({ path: "common/login", input: LoginSchema }).returns<string>();
export const commonLoginregCall = defineCall({ path: "common/loginreg", input: LoginSchema }).returns<string>();

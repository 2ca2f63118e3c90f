import * as v from "valibot";
import { SmsCodeSchema, withMobile } from "./mobile";

/** Roles a person may hold; every user is a person, the others are granted in the back office. */
export const ROLES = ["person", "operator", "enterprise"] as const;
export type Role = (typeof ROLES)[number];

/** common/code: the captcha answer travels as ticket + randStr. */
export const SendCodeSchema = withMobile({
  ticket: v.optional(v.string(), ""),
  randStr: v.optional(v.string(), ""),
});
export type SendCode = v.InferOutput<typeof SendCodeSchema>;

/** common/login, common/loginreg, common/loginpre, common/YZMCode, common/bindmobile. */
export const LoginSchema = withMobile({ code: SmsCodeSchema });
export type Login = v.InferOutput<typeof LoginSchema>;

import { LoginSchema } from "./account";
import { defineCall } from "./call";

/**
 * common/wxphonelogin's data: the (masked) number now bound, and whether it is a new account ('newreg'). Apart from
 * wechat-login.ts, so the page frame's 1502 pop-up does not bring the number checks (LoginSchema) into the entry.
 */
type WechatPhoneLogin = { mobile: string; newreg: boolean };

/** Confirms a mobile for the authorized WeChat: signs in (registering a new number) and binds the two. */
export const commonWxphoneloginCall = defineCall({ path: "common/wxphonelogin", input: LoginSchema }).returns<WechatPhoneLogin>();

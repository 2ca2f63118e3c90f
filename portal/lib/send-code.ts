import { commonCodeCall, type SendCode } from "@/api/contract/account";
import { api, type CallOptions } from "./api";

/** common/code: texts a 6-digit code to the number (after the captcha). */
export const sendCode = (input: SendCode, options?: CallOptions) => api.send(commonCodeCall, input, options);

import { commonRegCall, type RegisterInput } from "@/api/contract/registration";
import { api, type CallOptions } from "../../lib/api";

/** common/reg: makes the person's account and signs it in; an enterprise's answer names its application. */
export const register = (input: RegisterInput, options?: CallOptions) => api.send(commonRegCall, input, options);

import { commonLoginCall, type Login, NEW_REGISTRATION } from "@/api/contract/account";
import { api, type CallOptions } from "../../lib/api";

/** common/login: signs in (registering a new number); answers whether the account is new. */
export async function login(input: Login, options?: CallOptions) {
  const data = await api.send(commonLoginCall, input, options);
  return { isNew: data === NEW_REGISTRATION };
}

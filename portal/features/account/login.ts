import type { Login } from "@/api/contract/account";
import { api, type CallOptions } from "../../lib/api";

/** Answer data of common/login for a number seen for the first time. */
export const NEW_REGISTRATION = "newreg";

/** common/login: signs in (registering a new number); answers whether the account is new. */
export async function login(input: Login, options?: CallOptions) {
  const data = await api.send<string>("common/login", input, options);
  return { isNew: data === NEW_REGISTRATION };
}

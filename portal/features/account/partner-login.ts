import type { Login } from "@/api/contract/account";
import { commonOauthloginCall, commonResellerloginCall } from "@/api/contract/partner-login";
import { api } from "../../lib/api";

/**
 * The two hand-offs of spec 001 section 2: each signs in like common/login and answers where to go (the partner's
 * redirect, the reseller's page). A refusal is the api's toast (spec 001 section 8), so the form stays as typed.
 */
export async function oauthLogin(input: Login, handoff: { stamp: string; sign: string }) {
  window.location.assign(await api.send(commonOauthloginCall, { ...input, ...handoff }));
}

export async function resellerLogin(input: Login, auth: string) {
  window.location.assign(await api.send(commonResellerloginCall, { ...input, auth }));
}

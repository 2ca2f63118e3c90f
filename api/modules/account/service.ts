import type { Context } from "hono";
import type { Tx } from "@/db/client";
import type { Deps } from "../../deps";
import { fail } from "../../protocol/errors";
import { startSession } from "../../protocol/session";
import { changeMobile, ensureUser, findUserById, markLogin } from "./queries";
import { consumeSmsCode } from "./sms-code";

type Credentials = { areaCode: string; mobile: string; code: string };
/** More to do in the sign-in's transaction (a partner's hand-off spent, a reseller recorded): a throw undoes the sign-in. */
type Within = (tx: Tx, userId: number) => Promise<void>;

/**
 * Signs in by SMS code, registering the number on first use. The code is spent outside the transaction:
 * a wrong try must stay counted even though the call fails.
 */
export async function loginWithCode(deps: Deps, c: Context, cred: Credentials, within?: Within) {
  await consumeSmsCode(deps.db, deps.env.appSecret, cred.areaCode, cred.mobile, cred.code);
  return deps.db.transaction(async (tx) => {
    const { user, created } = await ensureUser(tx, cred.areaCode, cred.mobile);
    if (user.disabled) fail("该账号已被停用，请联系客服");
    await within?.(tx, user.id);
    await markLogin(tx, user.id);
    await startSession(tx, c, user.id);
    return { user, created };
  });
}

/** Signs in an account another proof vouched for (a WeChat identity bound to it); answers its number. */
export function signInAccount(deps: Deps, c: Context, userId: number) {
  return deps.db.transaction(async (tx) => {
    const user = await findUserById(tx, userId);
    if (!user) fail("账号不存在");
    if (user.disabled) fail("该账号已被停用，请联系客服");
    await markLogin(tx, user.id);
    await startSession(tx, c, user.id);
    return user;
  });
}

export async function bindMobile(deps: Deps, userId: number, cred: Credentials) {
  await consumeSmsCode(deps.db, deps.env.appSecret, cred.areaCode, cred.mobile, cred.code);
  if (!(await changeMobile(deps.db, userId, cred.areaCode, cred.mobile))) fail("该手机号已绑定其他账号", "mobile");
}

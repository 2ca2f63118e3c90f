import { Hono } from "hono";
import { httpError } from "@/api/protocol/errors";
import { LoginSchema, SendCodeSchema } from "../contract/account";
import { ADMIN_MSG, hasAdminRole } from "../contract/admin";
import type { Deps } from "../deps";
import { findUserByMobile, markLogin } from "../modules/account/queries";
import { consumeSmsCode, sendSmsCode } from "../modules/account/sms-code";
import { clientIp } from "../protocol/client-ip";
import { endSession, startSession } from "../protocol/session";
import { identityOf, readAdmin } from "./identity";
import { readInput } from "./input";

/**
 * Sign-in to the back office by SMS code, on the portal's own session cookie. Unlike the portal it never
 * registers a number, and only an operator or enterprise account gets a session.
 */
export function authRoutes(deps: Deps) {
  const auth = new Hono();

  /** The captcha to solve before a code is sent; null when the driver needs none. */
  auth.post("/captcha", async (c) => c.json(await deps.captcha.challenge(deps.db)));

  /** Same answer for any valid number, known or not (no account enumeration). */
  auth.post("/code", async (c) => {
    const input = await readInput(c, SendCodeSchema);
    await sendSmsCode(deps, { ...input, ip: clientIp(c, deps.env.trustedProxies) });
    return c.json({ message: "验证码已发送" });
  });

  auth.post("/login", async (c) => {
    const { areaCode, mobile, code } = await readInput(c, LoginSchema);
    // The code is spent first, so the answer below tells nothing to someone who does not hold the phone.
    await consumeSmsCode(deps.db, deps.env.appSecret, areaCode, mobile, code);
    const user = await findUserByMobile(deps.db, areaCode, mobile);
    if (!user || !hasAdminRole(user.roles)) throw httpError(403, ADMIN_MSG.noAccess);
    if (user.disabled) throw httpError(403, ADMIN_MSG.disabled);
    await deps.db.transaction(async (tx) => {
      await markLogin(tx, user.id);
      await startSession(tx, c, user.id);
    });
    return c.json({ message: "登录成功" });
  });

  auth.get("/me", async (c) => c.json(identityOf(await readAdmin(deps.db, c), deps.env)));

  auth.post("/logout", async (c) => {
    await endSession(deps.db, c);
    return c.json({ message: "已退出登录" });
  });

  return auth;
}

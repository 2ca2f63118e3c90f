import { and, eq, or } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { users } from "@/db/schema/account/users";
import { wechatIdentities } from "@/db/schema/wechat";
import type { WechatProfile } from "../../providers/wechat";

/** The person's openid under a WeChat app (JSAPI payments), null when they never signed in with it. */
export async function wechatOpenId(conn: Conn, userId: number, appId: string): Promise<string | null> {
  const [row] = await conn
    .select({ openId: wechatIdentities.openId })
    .from(wechatIdentities)
    .where(and(eq(wechatIdentities.userId, userId), eq(wechatIdentities.appId, appId)));
  return row?.openId ?? null;
}

/**
 * The account a WeChat identity is bound to: by its openid under this app, or by its unionid (the same person
 * through another of our apps), which then binds this app's openid too. Null when it is bound to none.
 */
export async function accountOf(conn: Conn, p: WechatProfile) {
  const match = p.unionId
    ? or(and(eq(wechatIdentities.appId, p.appId), eq(wechatIdentities.openId, p.openId)), eq(wechatIdentities.unionId, p.unionId))
    : and(eq(wechatIdentities.appId, p.appId), eq(wechatIdentities.openId, p.openId));
  const rows = await conn
    .select({ userId: users.id, mobile: users.mobile, appId: wechatIdentities.appId, openId: wechatIdentities.openId })
    .from(wechatIdentities)
    .innerJoin(users, eq(users.id, wechatIdentities.userId))
    .where(match);
  const own = rows.find((r) => r.appId === p.appId && r.openId === p.openId) ?? rows[0];
  if (!own) return null;
  if (own.appId !== p.appId) await bindIdentity(conn, own.userId, p);
  return own;
}

/** Binds the identity to the account; false when either is bound already (one WeChat an account, one account a WeChat, per app). */
export async function bindIdentity(conn: Conn, userId: number, p: WechatProfile) {
  const rows = await conn
    .insert(wechatIdentities)
    .values({ userId, appId: p.appId, openId: p.openId, unionId: p.unionId, nickname: p.nickname, headImgUrl: p.headImgUrl })
    .onConflictDoNothing()
    .returning({ id: wechatIdentities.id });
  return rows.length === 1;
}

/** The WeChat the account is bound to under this app, null when none. */
export async function boundIdentity(conn: Conn, userId: number, appId: string) {
  const [row] = await conn
    .select({ nickname: wechatIdentities.nickname, headImgUrl: wechatIdentities.headImgUrl })
    .from(wechatIdentities)
    .where(and(eq(wechatIdentities.userId, userId), eq(wechatIdentities.appId, appId)));
  return row ?? null;
}

/** Common/WxUnbind: answers whether there was one to remove. */
export async function unbindIdentity(conn: Conn, userId: number, appId: string) {
  const rows = await conn
    .delete(wechatIdentities)
    .where(and(eq(wechatIdentities.userId, userId), eq(wechatIdentities.appId, appId)))
    .returning({ id: wechatIdentities.id });
  return rows.length > 0;
}

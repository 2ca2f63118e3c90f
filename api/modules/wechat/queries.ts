import { and, eq, gt, or, sql } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { wechatIdentities, wechatTokens } from "@/db/schema/wechat";
import type { WechatProfile } from "../../providers/wechat";

/** A cached token still unexpired, or null. */
export async function readToken(conn: Conn, name: string) {
  const [row] = await conn
    .select({ value: wechatTokens.value })
    .from(wechatTokens)
    .where(and(eq(wechatTokens.name, name), gt(wechatTokens.expiresAt, sql`now()`)));
  return row?.value ?? null;
}

export async function storeToken(conn: Conn, name: string, value: string, expiresAt: Date) {
  await conn
    .insert(wechatTokens)
    .values({ name, value, expiresAt })
    .onConflictDoUpdate({ target: wechatTokens.name, set: { value, expiresAt } });
}

/** The person's openid under a WeChat app (JSAPI payments), null when they never signed in with it. */
export async function wechatOpenId(conn: Conn, userId: number, appId: string): Promise<string | null> {
  const [row] = await conn
    .select({ openId: wechatIdentities.openId })
    .from(wechatIdentities)
    .where(and(eq(wechatIdentities.userId, userId), eq(wechatIdentities.appId, appId)));
  return row?.openId ?? null;
}

/** The identities matching this WeChat profile: by its openid under this app, or by its unionid (another of our apps). */
export function identitiesOf(conn: Conn, p: WechatProfile) {
  const match = p.unionId
    ? or(and(eq(wechatIdentities.appId, p.appId), eq(wechatIdentities.openId, p.openId)), eq(wechatIdentities.unionId, p.unionId))
    : and(eq(wechatIdentities.appId, p.appId), eq(wechatIdentities.openId, p.openId));
  return conn
    .select({ userId: wechatIdentities.userId, appId: wechatIdentities.appId, openId: wechatIdentities.openId })
    .from(wechatIdentities)
    .where(match);
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

/** The person's WeChat identities (nickname, avatar), for their data export. */
export const personsIdentities = (db: Conn, userId: number) =>
  db
    .select({
      appId: wechatIdentities.appId,
      nickname: wechatIdentities.nickname,
      headImgUrl: wechatIdentities.headImgUrl,
      createdAt: wechatIdentities.createdAt,
    })
    .from(wechatIdentities)
    .where(eq(wechatIdentities.userId, userId));

/** Closing an account: the WeChat bindings go, so the same WeChat signs in as a new person. */
export async function deleteIdentitiesOf(tx: Conn, userId: number) {
  await tx.delete(wechatIdentities).where(eq(wechatIdentities.userId, userId));
}

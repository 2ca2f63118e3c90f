import { and, eq } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { wechatIdentities } from "@/db/schema";

/** The person's openid under a WeChat app (JSAPI payments, share links), null when they never signed in with it. */
export async function wechatOpenId(conn: Conn, userId: number, appId: string): Promise<string | null> {
  const [row] = await conn
    .select({ openId: wechatIdentities.openId })
    .from(wechatIdentities)
    .where(and(eq(wechatIdentities.userId, userId), eq(wechatIdentities.appId, appId)));
  return row?.openId ?? null;
}

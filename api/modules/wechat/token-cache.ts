import { and, eq, gt, sql } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { wechatTokens } from "@/db/schema/wechat";
import type { TokenCache } from "../../providers/wechat/types";

/** The official account's tokens in the database, shared by every server process (db/schema/wechat.ts). */
export function tokenCache(conn: Conn): TokenCache {
  return {
    async get(name) {
      const [row] = await conn
        .select({ value: wechatTokens.value })
        .from(wechatTokens)
        .where(and(eq(wechatTokens.name, name), gt(wechatTokens.expiresAt, sql`now()`)));
      return row?.value ?? null;
    },
    async set(name, value, expiresInSeconds) {
      const expiresAt = new Date(Date.now() + expiresInSeconds * 1000);
      await conn
        .insert(wechatTokens)
        .values({ name, value, expiresAt })
        .onConflictDoUpdate({ target: wechatTokens.name, set: { value, expiresAt } });
    },
  };
}

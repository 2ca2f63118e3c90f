import type { Conn } from "@/db/client";
import type { TokenCache } from "../../providers/wechat/types";
import { readToken, storeToken } from "./queries";

/** The official account's tokens in the database, shared by every server process (db/schema/wechat.ts). */
export function tokenCache(conn: Conn): TokenCache {
  return {
    get: (name) => readToken(conn, name),
    set: (name, value, expiresInSeconds) => storeToken(conn, name, value, new Date(Date.now() + expiresInSeconds * 1000)),
  };
}

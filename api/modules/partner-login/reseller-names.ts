import type { Conn } from "@/db/client";
import { listResellerNames } from "./queries";

/** What other modules may read of resellers: the name of the reseller each person came through, by user id. */
export async function resellerNamesByUserIds(db: Conn, userIds: number[]): Promise<Map<number, string>> {
  return new Map((await listResellerNames(db, userIds)).map((r) => [r.userId, r.resellerName]));
}

import { eq } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { examProfiles } from "@/db/schema/certification/requests";

/**
 * Drops the person's exam profile (ID number, passport photo path, pinyin, address): it only prefills future
 * registrations, each of which copied what it needed when it was made (a closed account, docs/decisions/0029).
 */
export async function eraseExamProfile(conn: Conn, userId: number) {
  await conn.delete(examProfiles).where(eq(examProfiles.userId, userId));
}

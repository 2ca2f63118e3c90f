import { and, desc, eq } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { smsOutbox } from "@/db/schema/letters/sms-outbox";

/** The last 20 texts the development SMS driver kept for a number, newest first. */
export async function listOutboxTexts(db: Conn, areaCode: string, mobile: string) {
  return db
    .select({ code: smsOutbox.code, text: smsOutbox.text, createdAt: smsOutbox.createdAt })
    .from(smsOutbox)
    .where(and(eq(smsOutbox.areaCode, areaCode), eq(smsOutbox.mobile, mobile)))
    .orderBy(desc(smsOutbox.id))
    .limit(20);
}

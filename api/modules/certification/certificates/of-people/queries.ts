import { desc, inArray } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { certificates } from "@/db/schema/certification/certificates";

/** The certificates these people hold, newest issue first. */
export function certificatesOfPeople(db: Conn, userIds: number[]) {
  if (!userIds.length) return Promise.resolve([]);
  return db.select().from(certificates).where(inArray(certificates.userId, userIds)).orderBy(desc(certificates.issuedAt));
}

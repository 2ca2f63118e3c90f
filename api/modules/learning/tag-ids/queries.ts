import { inArray } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { learningTags } from "@/db/schema/learning";

/** Which of these ids are learning tags (a deleted tag is gone). */
export function tagIdsAmong(db: Conn, ids: number[]) {
  return db.select({ id: learningTags.id }).from(learningTags).where(inArray(learningTags.id, ids));
}

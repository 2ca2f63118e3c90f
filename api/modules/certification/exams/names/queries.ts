import { inArray } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { exams } from "@/db/schema/certification/exams";

/** The names of the exams of these ids (a missing id is left out). */
export function examNamesByIds(db: Conn, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db.select({ id: exams.id, name: exams.name }).from(exams).where(inArray(exams.id, ids));
}

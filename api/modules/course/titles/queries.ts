import { inArray } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { courses } from "@/db/schema/course";

/** The titles of the courses of these ids (a missing id is left out). */
export function courseTitles(db: Conn, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db.select({ id: courses.id, title: courses.title }).from(courses).where(inArray(courses.id, ids));
}

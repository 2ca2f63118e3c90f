import type { Conn } from "@/db/client";
import { indexCourse } from "../search/course-documents";
import { listCoursesToIndex } from "./queries";

/** Indexes every course (the demo seed; an upsert, so a rerun changes nothing). */
export async function indexAllCourses(db: Conn) {
  const rows = await listCoursesToIndex(db);
  for (const row of rows) await indexCourse(db, row);
  return rows.length;
}

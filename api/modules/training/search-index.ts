import type { Conn } from "@/db/client";
import { indexTraining } from "../search/training-documents";
import { sessions } from "./sessions";

/** Indexes every live session (seeding, or rebuilding the index after a bulk import). */
export async function indexAllTrainings(db: Conn) {
  const rows = await db.select().from(sessions).orderBy(sessions.id);
  for (const row of rows) await indexTraining(db, row);
  return rows.length;
}

import { inArray } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { trainings } from "@/db/schema/training";

/** Live sessions' titles and starts, by id. */
export async function trainingTitlesByIds(db: Conn, ids: number[]) {
  const rows = ids.length
    ? await db
        .select({ id: trainings.id, title: trainings.title, startAt: trainings.startAt })
        .from(trainings)
        .where(inArray(trainings.id, [...new Set(ids)]))
    : [];
  return new Map(rows.map((t) => [t.id, t]));
}

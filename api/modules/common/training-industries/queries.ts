import { inArray } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { trainingIndustries } from "@/db/schema/common";

/** Which of these ids are training industries. */
export function trainingIndustryIdsAmong(db: Conn, ids: number[]) {
  return db.select({ id: trainingIndustries.id }).from(trainingIndustries).where(inArray(trainingIndustries.id, ids));
}

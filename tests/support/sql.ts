import { type SQL, sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rowsOf } from "@/db/rows";

/** Runs raw SQL in a test (setting a clock back, reading a column) and answers the rows on either driver. */
export async function rows<T = Record<string, unknown>>(db: Db, query: SQL | string): Promise<T[]> {
  return rowsOf<T>(await db.execute(typeof query === "string" ? sql.raw(query) : query));
}

import { eq, sql } from "drizzle-orm";
import type { Db } from "./client";
import { prepared } from "./prepared";
import { dataVersions } from "./schema";

/** A data set's current version (db/schema/data-versions.ts): one primary-key read, prepared. */
export async function dataVersion(db: Db, name: "courses" | "positions") {
  const read = prepared(db, "dataVersion", (d) =>
    d
      .select({ v: dataVersions.version })
      .from(dataVersions)
      .where(eq(dataVersions.name, sql.placeholder("name")))
      .prepare("data_version"),
  );
  const [row] = await read.execute({ name });
  return row?.v ?? 0;
}

import { inArray, sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import { dataVersions } from "@/db/schema/data-versions";
import { batcher } from "./batch";
import type { Db } from "./client";
import { prepared } from "./prepared";

type DataSet = "courses" | "positions" | "trainings" | "exam_questions";

/** The data sets' versions as a feature joins them into its own read (a kept page's check in one round trip). */
export const dataVersionRows = new QueryBuilder()
  .select({ name: dataVersions.name, version: dataVersions.version })
  .from(dataVersions)
  .as("versions");

/** A data set's version as a column of a feature's own read, as text. */
export const dataVersionColumn = (name: DataSet) =>
  sql<string>`(select ${dataVersions.version}::text from ${dataVersions} where ${dataVersions.name} = ${name})`;

/**
 * A data set's current version (db/schema/data-versions.ts). The asks a process has in hand go to the database as one
 * read (db/batch.ts), which starts only after each of them asked: a version committed before the ask is always seen,
 * and a crowd of visitors opening the same list costs one round trip, not one each.
 */
export function dataVersion(db: Db, name: DataSet) {
  const read = prepared(db, "dataVersion", (d) =>
    batcher(async (names: DataSet[]) => {
      const rows = await d
        .select({ name: dataVersions.name, v: dataVersions.version })
        .from(dataVersions)
        .where(inArray(dataVersions.name, [...new Set(names)]));
      const version = new Map(rows.map((r) => [r.name, r.v]));
      return names.map((n) => version.get(n) ?? 0);
    }),
  );
  return read(name);
}

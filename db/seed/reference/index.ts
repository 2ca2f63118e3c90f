import { getTableColumns, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { areaCodes, cities, industries, provinces, trainingIndustries } from "@/db/schema/common";
import type { Db, Tx } from "../../client";
import { type SeedLog, silentLog } from "../progress";
import { buildAreaCodes } from "./area-codes";
import { buildIndustries, buildTrainingIndustries } from "./industries";
import { buildRegions } from "./regions";

const BATCH = 500;

/** Inserts or updates rows by id, so a newer package version's names replace the old ones. */
async function upsertById(tx: Tx, table: PgTable & { id: unknown }, rows: Record<string, unknown>[]) {
  const columns = getTableColumns(table);
  const keys = Object.keys(rows[0]).filter((k) => k !== "id");
  const set = Object.fromEntries(keys.map((k) => [k, sql.raw(`excluded."${columns[k].name}"`)]));
  for (let i = 0; i < rows.length; i += BATCH) {
    await tx
      .insert(table)
      .values(rows.slice(i, i + BATCH) as never)
      .onConflictDoUpdate({ target: table.id as never, set });
  }
}

/** Regions, industries, training industries and area codes: idempotent upserts from their sources. */
export async function seedReference(db: Db, log: SeedLog = silentLog) {
  const regions = buildRegions();
  const steps = [
    { label: "省份", table: provinces, rows: regions.provinces },
    { label: "城市", table: cities, rows: regions.cities },
    { label: "行业", table: industries, rows: buildIndustries() },
    { label: "培训行业", table: trainingIndustries, rows: buildTrainingIndustries() },
    { label: "手机区号", table: areaCodes, rows: buildAreaCodes() },
  ];
  await db.transaction(async (tx) => {
    for (const s of steps) {
      const step = log.step(s.label, s.rows.length);
      await upsertById(tx, s.table, s.rows);
      step.tick(s.rows.length);
      step.done();
    }
  });
}

import type { PgColumn } from "drizzle-orm/pg-core";
import { httpError } from "@/api/protocol/errors";
import type { Tx } from "@/db/client";
import { trainingIndustries } from "@/db/schema/common";
import { learningTags } from "@/db/schema/learning";
import { listExistingIds } from "./form-queries";

/** Answers 400 under the input when any id names no record of `idColumn`'s table (deleted, or never there). */
async function requireAll(tx: Tx, idColumn: PgColumn, ids: number[], field: string, message: string) {
  if (!ids.length) return;
  const found = await listExistingIds(tx, idColumn, ids);
  if (found.length < ids.length) throw httpError(400, message, field);
}

/**
 * A session's catalogue ids (docs/decisions/0008). No foreign key can guard an int[] column, so a write checks
 * them; a tag deleted later only stops matching.
 */
export async function requireCatalogueIds(tx: Tx, session: { industryIds: number[]; tagIds: number[] }) {
  await requireAll(tx, trainingIndustries.id, session.industryIds, "industryIds", "所选行业不存在，请重新选择");
  await requireAll(tx, learningTags.id, session.tagIds, "tagIds", "所选标签不存在或已被删除，请重新选择");
}

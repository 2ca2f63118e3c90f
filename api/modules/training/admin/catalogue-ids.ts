import { httpError } from "@/api/protocol/errors";
import type { Tx } from "@/db/client";
import { trainingIndustryIdsAmong } from "../../common/training-industries";
import { tagIdsAmong } from "../../learning/tag-ids";

type IdsAmong = (tx: Tx, ids: number[]) => Promise<{ id: number }[]>;

/** Answers 400 under the input when any id names no record (deleted, or never there). */
async function requireAll(tx: Tx, among: IdsAmong, ids: number[], field: string, message: string) {
  if (!ids.length) return;
  const found = await among(tx, ids);
  if (found.length < ids.length) throw httpError(400, message, field);
}

/**
 * A session's catalogue ids (docs/decisions/0008). No foreign key can guard an int[] column, so a write checks
 * them; a tag deleted later only stops matching.
 */
export async function requireCatalogueIds(tx: Tx, session: { industryIds: number[]; tagIds: number[] }) {
  await requireAll(tx, trainingIndustryIdsAmong, session.industryIds, "industryIds", "所选行业不存在，请重新选择");
  await requireAll(tx, tagIdsAmong, session.tagIds, "tagIds", "所选标签不存在或已被删除，请重新选择");
}

import { flag, search } from "@/api/admin/filters";
import { refuseWhileUsed } from "@/api/admin/in-use";
import { defineResource } from "@/api/admin/resource";
import { type GrowPlanForm, GrowPlanFormSchema, type GrowPlanRow } from "@/api/contract/growplan-admin";
import { httpError } from "@/api/protocol/errors";
import type { Tx } from "@/db/client";
import { growPlanChoices, growPlans } from "@/db/schema/growplan";
import { findOptions } from "../../interest/service";

type Plan = typeof growPlans.$inferSelect;

/** Each list holds top-level interest options of its own category (2 post, 4 growth stage, 3 industry). */
const LISTS = [
  { field: "postIds", cateId: 2, message: "适用岗位须为兴趣问卷“岗位”的选项" },
  { field: "stageIds", cateId: 4, message: "适用成长阶段须为兴趣问卷“成长阶段”的选项" },
  { field: "industryIds", cateId: 3, message: "适用行业须为兴趣问卷“行业”的选项" },
] as const;

async function checkLists(tx: Tx, input: GrowPlanForm) {
  for (const { field, cateId, message } of LISTS) {
    const ids = [...new Set(input[field])];
    const found = await findOptions(tx, ids);
    if (found.length !== ids.length || found.some((o) => o.cateId !== cateId || o.parentId !== null)) {
      throw httpError(400, message, field);
    }
  }
  return {
    ...input,
    postIds: [...new Set(input.postIds)],
    stageIds: [...new Set(input.stageIds)],
    industryIds: [...new Set(input.industryIds)],
  };
}

/** Flags as the form's switches read them. */
const serialize = (p: Plan) => ({
  id: p.id,
  name: p.name,
  summary: p.summary,
  postIds: p.postIds,
  stageIds: p.stageIds,
  industryIds: p.industryIds,
  isSpecial: p.isSpecial === 1,
  published: p.published === 1,
  createdAt: p.createdAt,
});

/** Growth plans and the posts, stages and industries each serves (docs/decisions/0026-growth-plan-matching.md). */
export const growPlansResource = defineResource<GrowPlanRow>()({
  name: "grow-plans",
  table: growPlans,
  sortable: { id: growPlans.id, name: growPlans.name, createdAt: growPlans.createdAt },
  filters: { q: search(growPlans.name), isSpecial: flag(growPlans.isSpecial), published: flag(growPlans.published) },
  serialize,
  create: { schema: GrowPlanFormSchema, values: (input, { tx }) => checkLists(tx, input) },
  update: { schema: GrowPlanFormSchema, values: (input, { tx }) => checkLists(tx, input) },
  remove: {
    // Their choices would go with it (cascade): a plan people follow is unpublished instead.
    check: refuseWhileUsed(growPlanChoices.planId, (n) => `已有 ${n} 人选择该计划，不能删除，可取消发布`),
  },
});

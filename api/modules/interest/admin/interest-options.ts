import { equalsInt, search } from "@/api/admin/filters";
import { refuseWhileUsed } from "@/api/admin/in-use";
import { defineResource } from "@/api/admin/resource";
import { type InterestOptionInput, InterestOptionSchema } from "@/api/contract/interest";
import type { InterestOptionRow } from "@/api/contract/interest-admin";
import { pick } from "@/api/contract/pick";
import { httpError } from "@/api/protocol/errors";
import type { Tx } from "@/db/client";
import { interestOptions } from "@/db/schema/interest";
import { hasFollowUps, parentOf } from "../queries";

/**
 * A parent must be an option of the same category, and never the option itself or one below it (a loop would hide
 * the question for good); an option that has follow-ups keeps its category, or they would be left in another one.
 */
async function checkParent(tx: Tx, input: InterestOptionInput, self?: { id: number; cateId: number }) {
  if (self && self.cateId !== input.cateId) {
    if (await hasFollowUps(tx, self.id)) throw httpError(400, "该选项下还有追问选项，不能更换分类", "cateId");
  }
  if (input.parentId === null) return;
  const parent = await parentOf(tx, input.parentId);
  if (!parent) throw httpError(400, "上级选项不存在", "parentId");
  if (parent.cateId !== input.cateId) throw httpError(400, "上级选项须属于同一分类", "parentId");
  for (let id: number | null = input.parentId; id !== null; id = (await parentOf(tx, id))?.parentId ?? null) {
    if (id === self?.id) throw httpError(400, "不能选择该选项自身或其下的选项作为上级", "parentId");
  }
}

/** The interest survey's option tree (the home pop-up and /user/interest ask it). */
export const interestOptionsResource = defineResource<InterestOptionRow>()({
  name: "interest-options",
  table: interestOptions,
  sortable: { id: interestOptions.id, cateId: interestOptions.cateId, sort: interestOptions.sort, title: interestOptions.title },
  filters: { q: search(interestOptions.title), cateId: equalsInt(interestOptions.cateId), parentId: equalsInt(interestOptions.parentId) },
  serialize: (o) => pick(o, ["id", "cateId", "parentId", "title", "value", "sort", "exclusive", "isOther", "childTitle", "childMultiple"]),
  create: {
    schema: InterestOptionSchema,
    async values(input, { tx }) {
      await checkParent(tx, input);
      return input;
    },
  },
  update: {
    schema: InterestOptionSchema,
    async values(input, { tx, before }) {
      await checkParent(tx, input, before);
      return input;
    },
  },
  remove: {
    check: refuseWhileUsed(interestOptions.parentId, (n) => `该选项下还有 ${n} 个追问选项，请先删除它们`),
  },
});

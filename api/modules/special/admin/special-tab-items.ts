import { equalsInt } from "@/api/admin/filters";
import { defineResource } from "@/api/admin/resource";
import { type SpecialTabItemRow, SpecialTabItemSchema } from "@/api/contract/special-admin";
import { httpError } from "@/api/protocol/errors";
import type { Tx } from "@/db/client";
import { specialTabItems } from "@/db/schema/special";
import { type Item, refsFound } from "./queries";

/** The tab, session and course named must exist: a dangling id would fail the foreign key with a 500 instead. */
async function requireRefs(tx: Tx, item: Item) {
  const found = await refsFound(tx, item);
  if (!found.tab) throw httpError(400, "所选栏目不存在", "tabId");
  if (!found.training) throw httpError(400, "所选直播不存在", "trainingId");
  if (!found.course) throw httpError(400, "所选课程不存在", "courseId");
}

/** A tab's live sessions and courses in order; the same one twice in a tab is refused (unique index, 409). */
export const specialTabItemsResource = defineResource<SpecialTabItemRow>()({
  name: "special-tab-items",
  table: specialTabItems,
  sortable: { sort: specialTabItems.sort },
  filters: { tabId: equalsInt(specialTabItems.tabId) },
  serialize: (row) => row,
  create: {
    schema: SpecialTabItemSchema,
    values: async (input, { tx }) => {
      await requireRefs(tx, input);
      return input;
    },
  },
  update: {
    schema: SpecialTabItemSchema,
    values: async (input, { tx, before }) => {
      if (input.tabId !== before.tabId) throw httpError(400, "内容只能留在原栏目", "tabId");
      await requireRefs(tx, input);
      return input;
    },
  },
  remove: {},
});

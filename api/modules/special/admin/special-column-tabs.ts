import * as v from "valibot";
import { equalsInt } from "@/api/admin/filters";
import { defineResource } from "@/api/admin/resource";
import { type SpecialColumnTabRow, SpecialTabSchema } from "@/api/contract/special-admin";
import { httpError } from "@/api/protocol/errors";
import { specialColumnTabs } from "@/db/schema/special";
import { specialColumnExists } from "./queries";

/** A special column's tabs; a tab stays in its column (its items are that column's). */
export const specialColumnTabsResource = defineResource<SpecialColumnTabRow>()({
  name: "special-column-tabs",
  table: specialColumnTabs,
  sortable: { sort: specialColumnTabs.sort, name: specialColumnTabs.name },
  filters: { specialColumnId: equalsInt(specialColumnTabs.specialColumnId) },
  serialize: (row) => row,
  create: {
    schema: SpecialTabSchema,
    values: async (input, { tx }) => {
      if (!(await specialColumnExists(tx, input.specialColumnId))) throw httpError(400, "所选专栏不存在", "specialColumnId");
      return input;
    },
  },
  update: { schema: v.omit(SpecialTabSchema, ["specialColumnId"]), values: (input) => input },
  remove: {},
});

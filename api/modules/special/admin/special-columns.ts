import { flag, search } from "@/api/admin/filters";
import { defineResource, storedAsSent } from "@/api/admin/resource";
import { SpecialColumnFormSchema, type SpecialColumnRow } from "@/api/contract/special-admin";
import { specialColumns } from "@/db/schema/special";

/** Special columns; deleting one takes its tabs and their items with it (cascade), nothing else points at them. */
export const specialColumnsResource = defineResource<SpecialColumnRow>()({
  name: "special-columns",
  table: specialColumns,
  sortable: { sort: specialColumns.sort, title: specialColumns.title, id: specialColumns.id },
  filters: { q: search(specialColumns.title), published: flag(specialColumns.published) },
  serialize: (row) => ({ ...row, published: row.published === 1 }),
  ...storedAsSent(SpecialColumnFormSchema),
  remove: {},
});

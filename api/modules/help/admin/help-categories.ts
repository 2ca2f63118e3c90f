import { search } from "@/api/admin/filters";
import { refuseWhileUsed } from "@/api/admin/in-use";
import { defineResource } from "@/api/admin/resource";
import { HelpCategorySchema } from "@/api/contract/help";
import { helpCategories, helpEntries } from "@/db/schema";

/** The help center's categories (its desktop tree, its phone list). */
export const helpCategoriesResource = defineResource({
  name: "help-categories",
  table: helpCategories,
  sortable: { name: helpCategories.name, sort: helpCategories.sort },
  filters: { q: search(helpCategories.name) },
  serialize: (c) => ({ id: c.id, name: c.name, sort: c.sort }),
  create: { schema: HelpCategorySchema, values: (input) => input },
  update: { schema: HelpCategorySchema, values: (input) => input },
  remove: {
    check: refuseWhileUsed(helpEntries.categoryId, (n) => `该分类下还有 ${n} 个问题，不能删除`),
  },
  conflict: "分类名称已存在",
});

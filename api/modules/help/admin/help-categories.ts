import { categoryResource } from "@/api/admin/category-resource";
import { HelpCategorySchema } from "@/api/contract/help";
import { helpCategories, helpEntries } from "@/db/schema/help";

/** The help center's categories (its desktop tree, its phone list). */
export const helpCategoriesResource = categoryResource({
  name: "help-categories",
  table: helpCategories,
  schema: HelpCategorySchema,
  usedBy: helpEntries.categoryId,
  inUse: (n) => `该分类下还有 ${n} 个问题，不能删除`,
});

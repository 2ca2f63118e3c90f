import { equalsInt, search } from "@/api/admin/filters";
import { refuseWhileUsed } from "@/api/admin/in-use";
import { defineResource, storedAsSent } from "@/api/admin/resource";
import { ContentCategorySchema } from "@/api/contract/content";
import type { ContentCategoryRow } from "@/api/contract/content-admin";
import { contentCategories, contents } from "@/db/schema/content";

/** The categories of the content libraries; lwId names the library (1 解决方案, 2 创意, 3 激励政策, 4 案例). */
export const contentCategoriesResource = defineResource<ContentCategoryRow>()({
  name: "content-categories",
  table: contentCategories,
  sortable: { lwId: contentCategories.lwId, sort: contentCategories.sort, name: contentCategories.name },
  filters: { q: search(contentCategories.name), lwId: equalsInt(contentCategories.lwId) },
  serialize: (c) => ({ id: c.id, lwId: c.lwId, name: c.name, sort: c.sort }),
  ...storedAsSent(ContentCategorySchema),
  remove: { check: refuseWhileUsed(contents.cateId, (n) => `该分类下还有 ${n} 条内容，不能删除`) },
});

import { search } from "@/api/admin/filters";
import { refuseWhileUsed } from "@/api/admin/in-use";
import { defineResource } from "@/api/admin/resource";
import { TrainingCategorySchema } from "@/api/contract/training-admin";
import { trainingCategories, trainings } from "@/db/schema";

/** The categories of live sessions (the portal's category tabs). */
export const trainingCategoriesResource = defineResource({
  name: "training-categories",
  table: trainingCategories,
  sortable: { name: trainingCategories.name, sort: trainingCategories.sort },
  filters: { q: search(trainingCategories.name) },
  serialize: (c) => ({ id: c.id, name: c.name, sort: c.sort }),
  create: { schema: TrainingCategorySchema, values: (input) => input },
  update: { schema: TrainingCategorySchema, values: (input) => input },
  remove: {
    check: refuseWhileUsed(trainings.categoryId, (n) => `该分类下还有 ${n} 门课程，不能删除`),
  },
  conflict: "分类名称已存在",
});

import { categoryResource } from "@/api/admin/category-resource";
import { TrainingCategorySchema } from "@/api/contract/training-admin";
import { trainingCategories, trainings } from "@/db/schema/training";

/** The categories of live sessions (the portal's category tabs). */
export const trainingCategoriesResource = categoryResource({
  name: "training-categories",
  table: trainingCategories,
  schema: TrainingCategorySchema,
  usedBy: trainings.categoryId,
  inUse: (n) => `该分类下还有 ${n} 门课程，不能删除`,
});

import { count, eq } from "drizzle-orm";
import { trainingCategories, trainings } from "../../../db/schema";
import { TrainingCategorySchema } from "../../contract/training-admin";
import { HttpError } from "../errors";
import { search } from "../filters";
import { defineResource } from "../resource";

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
    async check({ tx, before }) {
      const [{ n }] = await tx.select({ n: count() }).from(trainings).where(eq(trainings.categoryId, before.id));
      if (n > 0) throw new HttpError(409, `该分类下还有 ${n} 门课程，不能删除`);
    },
  },
  conflict: "分类名称已存在",
});

import { QueryBuilder } from "drizzle-orm/pg-core";
import { trainingCategories } from "@/db/schema/training";

/**
 * The training categories as other features join them (courses are filed under the same categories):
 * `leftJoin(categories, eq(categories.id, courses.categoryId))`. A plain subquery, planned as the join it replaces.
 */
export const categories = new QueryBuilder()
  .select({ id: trainingCategories.id, name: trainingCategories.name, sort: trainingCategories.sort })
  .from(trainingCategories)
  .as("categories");

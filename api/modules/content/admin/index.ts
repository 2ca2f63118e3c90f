import type { AdminModule } from "@/api/admin/module";
import { contentCategoriesResource } from "./content-categories";
import { contentArticlesResource } from "./content-items";
import { contentCasesResource, contentIdeasResource, contentRewardsResource, contentSolutionsResource } from "./content-libraries";

/** The back office of content: categories, articles and the libraries. */
export const contentAdmin: AdminModule = {
  resources: [
    contentCategoriesResource,
    contentSolutionsResource,
    contentArticlesResource,
    contentCasesResource,
    contentIdeasResource,
    contentRewardsResource,
  ],
};

import type { AdminModule } from "@/api/admin/module";
import { helpCategoriesResource } from "./help-categories";
import { helpEntriesResource } from "./help-entries";

/** The back office of help: categories and entries. */
export const helpAdmin: AdminModule = {
  resources: [helpCategoriesResource, helpEntriesResource],
};

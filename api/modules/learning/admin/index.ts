import type { AdminModule } from "@/api/admin/module";
import { learningTagsResource } from "./learning-tags";

/** The back office of learning tags. */
export const learningAdmin: AdminModule = {
  resources: [learningTagsResource],
};

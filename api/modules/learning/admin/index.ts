import type { AnyColumn } from "drizzle-orm";
import type { AdminModule } from "@/api/admin/module";
import { learningTagsResource } from "./learning-tags";

/**
 * The back office of learning tags. The column carrying them (the live sessions') belongs to a feature that depends on
 * the catalogue, so it comes in from where the back office is put together: a tag in use is not deleted.
 */
export const learningAdmin = (taggedBy: AnyColumn): AdminModule => ({
  resources: [learningTagsResource(taggedBy)],
});

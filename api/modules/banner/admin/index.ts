import type { AdminModule } from "@/api/admin/module";
import { bannersResource } from "./banners";

/** The back office of banners. */
export const bannerAdmin: AdminModule = {
  resources: [bannersResource],
};

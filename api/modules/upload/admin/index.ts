import type { AdminModule } from "@/api/admin/module";
import { fileUploadRoutes } from "./file-uploads";

/** The back office's file uploads (multipart). */
export const uploadAdmin: AdminModule = {
  resources: [],
  uploads: { files: fileUploadRoutes },
};

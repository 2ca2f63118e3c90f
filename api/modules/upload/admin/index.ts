import type { AdminModule } from "@/api/admin/module";
import { fileUploadRoutes } from "./file-uploads";
import { videoMultipartRoutes } from "./video-multipart";
import { videoUploadRoutes } from "./video-uploads";

/** The back office's file uploads: files as multipart, course videos as a streamed raw body or straight to the bucket. */
export const uploadAdmin: AdminModule = {
  resources: [],
  uploads: { files: fileUploadRoutes, videos: videoUploadRoutes, "uploads/video/multipart": videoMultipartRoutes },
};

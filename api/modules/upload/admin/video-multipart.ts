import { Hono } from "hono";
import { type AdminEnv, readAdmin, requireAccess } from "@/api/admin/identity";
import { readInput } from "@/api/admin/input";
import {
  VIDEO_MULTIPART_MSG,
  VideoMultipartAbortSchema,
  VideoMultipartCompleteSchema,
  type VideoMultipartStarted,
  VideoMultipartStartSchema,
} from "@/api/contract/video-multipart";
import type { Deps } from "@/api/deps";
import { httpError } from "@/api/protocol/errors";
import { checkStoredVideo } from "../admin-video";
import { ADMIN_FOLDER, newKey } from "../keys";
import { auditedVideo } from "./video-uploads";

/** Each part the browser PUTs: 128 parts for a 2 GB video, and few enough bytes to resend when one fails. */
const PART_BYTES = 16 * 1024 * 1024;

/**
 * `POST /admin/api/uploads/video/multipart` (and `/complete`, `/abort`): a course video sent by the browser straight to
 * the bucket (api/contract/video-multipart.ts), for those allowed to upload videos at all. 409 unless STORAGE_DRIVER=s3.
 */
export function videoMultipartRoutes(deps: Deps) {
  const app = new Hono<AdminEnv>();
  const multipart = () => {
    if (!deps.storage.presignedMultipart) throw httpError(409, VIDEO_MULTIPART_MSG.notAvailable);
    return deps.storage.presignedMultipart;
  };

  app.post("/", async (c) => {
    const admin = await readAdmin(deps.db, c);
    requireAccess(admin, "videos", "write");
    const s3 = multipart();
    const input = await readInput(c, VideoMultipartStartSchema);
    const key = newKey(ADMIN_FOLDER, admin.id, "mp4");
    const uploadId = await s3.start(key);
    const urls = s3.partUrls(key, uploadId, Math.ceil(input.size / PART_BYTES));
    const answer: VideoMultipartStarted = {
      key,
      uploadId,
      partSize: PART_BYTES,
      parts: urls.map((url, i) => ({ partNumber: i + 1, url })),
    };
    return c.json(answer, 201);
  });

  app.post("/complete", async (c) => {
    const admin = await readAdmin(deps.db, c);
    requireAccess(admin, "videos", "write");
    const s3 = multipart();
    const input = await readInput(c, VideoMultipartCompleteSchema);
    const parts = input.parts.toSorted((a, b) => a.partNumber - b.partNumber);
    try {
      await s3.complete(input.key, input.uploadId, parts);
    } catch {
      // A wrong uploadId or ETag, or parts still missing: the bucket refuses, and the browser starts again.
      throw httpError(400, VIDEO_MULTIPART_MSG.failed, "file");
    }
    const stored = await checkStoredVideo(deps, input.key);
    return c.json(await auditedVideo(deps, admin, stored, input.filename), 201);
  });

  app.post("/abort", async (c) => {
    const admin = await readAdmin(deps.db, c);
    requireAccess(admin, "videos", "write");
    const s3 = multipart();
    const input = await readInput(c, VideoMultipartAbortSchema);
    await s3.abort(input.key, input.uploadId);
    return c.body(null, 204);
  });
  return app;
}

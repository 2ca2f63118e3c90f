import * as v from "valibot";
import { VIDEO_MAX_BYTES, VIDEO_MSG } from "./course-admin";

/**
 * A course video sent by the browser straight to the bucket (STORAGE_DRIVER=s3): the server starts a multipart upload and
 * signs one PUT URL per part; the browser PUTs the parts, keeps each answer's ETag header, and asks the server to complete.
 */
export const VIDEO_MULTIPART_MSG = {
  notAvailable: "当前存储不支持直传，请使用普通上传",
  badParts: "分片信息有误，请重新上传",
  failed: "视频合并失败，请重新上传",
} as const;

/** POST /admin/api/uploads/video/multipart */
export const VideoMultipartStartSchema = v.object({
  size: v.pipe(
    v.number(VIDEO_MSG.empty),
    v.integer(VIDEO_MSG.empty),
    v.minValue(1, VIDEO_MSG.empty),
    v.maxValue(VIDEO_MAX_BYTES, VIDEO_MSG.tooLarge),
  ),
  filename: v.optional(v.pipe(v.string(), v.maxLength(255)), ""),
});
export type VideoMultipartStarted = { key: string; uploadId: string; partSize: number; parts: { partNumber: number; url: string }[] };

/** POST /admin/api/uploads/video/multipart/complete (and .../abort, which needs only key and uploadId). */
const UploadIdentity = {
  key: v.pipe(v.string(), v.regex(/^admin\/\d{4}-\d{2}\/[0-9a-f]{32}\.mp4$/, VIDEO_MULTIPART_MSG.badParts)),
  uploadId: v.pipe(v.string(), v.minLength(1, VIDEO_MULTIPART_MSG.badParts), v.maxLength(1024, VIDEO_MULTIPART_MSG.badParts)),
};
export const VideoMultipartCompleteSchema = v.object({
  ...UploadIdentity,
  filename: v.optional(v.pipe(v.string(), v.maxLength(255)), ""),
  parts: v.pipe(
    v.array(
      v.object({
        partNumber: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10000)),
        // What the part's PUT answered in its ETag header: a quoted hash (quotes added when the browser dropped them).
        etag: v.pipe(
          v.string(),
          v.regex(/^"?[0-9A-Za-z-]{1,64}"?$/, VIDEO_MULTIPART_MSG.badParts),
          v.transform((e) => `"${e.replaceAll('"', "")}"`),
        ),
      }),
      VIDEO_MULTIPART_MSG.badParts,
    ),
    v.minLength(1, VIDEO_MULTIPART_MSG.badParts),
    v.maxLength(10000, VIDEO_MULTIPART_MSG.badParts),
  ),
});
export const VideoMultipartAbortSchema = v.object(UploadIdentity);

import type { UploadedVideo } from "@/api/contract/course-admin";
import type { VideoMultipartStarted } from "@/api/contract/video-multipart";
import { ApiError, callApi } from "./http";

/** Parts in flight at once: enough to fill a link, few enough that a failure costs little. */
const PARALLEL = 3;
const BASE = "/uploads/video/multipart";

/** PUTs one part to its presigned URL; answers the bucket's ETag, reporting the part's bytes sent as they go. */
function putPart(url: string, part: Blob, onSent: (bytes: number) => void) {
  return new Promise<string>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("PUT", url);
    xhr.upload.onprogress = (e) => onSent(e.loaded);
    xhr.onerror = () => reject(new ApiError(0, "视频上传中断，请检查网络后重试"));
    xhr.onload = () => {
      const etag = xhr.getResponseHeader("ETag");
      if (xhr.status < 200 || xhr.status >= 300) return reject(new ApiError(xhr.status, "存储服务拒绝了视频分片，请重新上传"));
      // The bucket's CORS must expose ETag (README, Object storage); without it the parts cannot be put together.
      if (!etag) return reject(new ApiError(0, "存储服务未返回分片标识（ETag），请联系管理员检查存储桶的跨域设置"));
      onSent(part.size);
      resolve(etag);
    };
    xhr.send(part);
  });
}

/**
 * A course video straight from the browser to the bucket (STORAGE_DRIVER=s3, docs/decisions/0042): the server signs one URL
 * per part, the parts go up three at a time with their progress, and the server completes and checks the video.
 * Answers null when the storage takes no direct uploads (local disk), for the streamed upload to take over.
 */
export async function uploadVideoDirect(file: File, onProgress: (percent: number) => void): Promise<UploadedVideo | null> {
  let started: VideoMultipartStarted;
  try {
    started = await callApi<VideoMultipartStarted>("POST", BASE, { size: file.size, filename: file.name });
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return null;
    throw error;
  }
  const { key, uploadId, partSize, parts } = started;
  const sent = parts.map(() => 0);
  const done: { partNumber: number; etag: string }[] = [];
  let next = 0;
  const worker = async () => {
    while (next < parts.length) {
      const i = next++;
      const { partNumber, url } = parts[i]!;
      const etag = await putPart(url, file.slice(i * partSize, (i + 1) * partSize), (bytes) => {
        sent[i] = bytes;
        onProgress(Math.min(99, Math.floor((sent.reduce((a, b) => a + b, 0) / file.size) * 100)));
      });
      done.push({ partNumber, etag });
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(PARALLEL, parts.length) }, worker));
  } catch (error) {
    // The parts already in the bucket are dropped rather than left to bill.
    void callApi("POST", `${BASE}/abort`, { key, uploadId }).catch(() => {});
    throw error;
  }
  const video = await callApi<UploadedVideo>("POST", `${BASE}/complete`, { key, uploadId, filename: file.name, parts: done });
  onProgress(100);
  return video;
}

import * as v from "valibot";
import { type UploadedVideo, VIDEO_MAX_BYTES, VIDEO_MSG } from "@/api/contract/course-admin";
import { ADMIN_FILE_MSG, AdminFileUploadSchema, type AdminUploadedFile } from "@/api/contract/files-admin";
import { uploadVideoDirect } from "./direct-upload";
import { API_URL, ApiError } from "./http";

/** Called as the bytes go out: the share sent so far, 0-100. */
type OnProgress = (percent: number) => void;

/**
 * Sends a body with XMLHttpRequest, which reports upload progress (fetch does not), same origin so the session cookie
 * goes along; answers the JSON, or throws the api's Chinese message.
 */
function send<T>(url: string, body: Blob | FormData, contentType: string | null, tooLarge: string, onProgress: OnProgress) {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.setRequestHeader("Accept", "application/json");
    if (contentType) xhr.setRequestHeader("Content-Type", contentType);
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.floor((e.loaded / e.total) * 100));
    xhr.onerror = () => reject(new ApiError(0, "网络异常，请稍后再试"));
    xhr.onload = () => {
      const json = xhr.response;
      if (xhr.status >= 200 && xhr.status < 300) return resolve(json as T);
      // A proxy in front may refuse a large body with its own page: the limit is still the reason.
      const fallback = xhr.status === 413 ? tooLarge : "服务器开小差了，请稍后再试";
      reject(new ApiError(xhr.status, json?.message ?? fallback, json?.field));
    };
    xhr.send(body);
  });
}

/**
 * A lesson's MP4 video: straight to the bucket in parts when storage is object storage, otherwise sent as the raw body
 * (the server streams it to disk; docs/decisions/0027).
 */
export async function uploadVideo(file: File, onProgress: OnProgress) {
  if (!file.size) throw new ApiError(400, VIDEO_MSG.empty, "file");
  if (file.size > VIDEO_MAX_BYTES) throw new ApiError(413, VIDEO_MSG.tooLarge, "file");
  const direct = await uploadVideoDirect(file, onProgress);
  if (direct) return direct;
  const url = `${API_URL}/videos?name=${encodeURIComponent(file.name)}`;
  return send<UploadedVideo>(url, file, "video/mp4", VIDEO_MSG.tooLarge, onProgress);
}

/** A lesson's PDF, through the back office's file upload (multipart, 40 MB). */
export function uploadDocument(file: File, onProgress: OnProgress) {
  const checked = v.safeParse(AdminFileUploadSchema, { file });
  if (!checked.success) return Promise.reject(new ApiError(400, checked.issues[0].message, "file"));
  const body = new FormData();
  body.append("file", file);
  return send<AdminUploadedFile>(`${API_URL}/files`, body, null, ADMIN_FILE_MSG.tooLarge, onProgress);
}

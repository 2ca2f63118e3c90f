import * as v from "valibot";
import { ADMIN_FILE_MSG, AdminFileUploadSchema, type AdminUploadedFile } from "@/api/contract/files-admin";
import { API_URL, ApiError } from "./http";

/**
 * Sends one file to POST /admin/api/files (or another upload path) as multipart (the browser writes the boundary), same origin so the
 * session cookie goes along. The size is checked here first, so a too-large file is not sent for nothing.
 */
export async function uploadFile(file: File, path = "/files"): Promise<AdminUploadedFile> {
  const checked = v.safeParse(AdminFileUploadSchema, { file });
  if (!checked.success) throw new ApiError(400, checked.issues[0].message, "file");
  const body = new FormData();
  body.append("file", file);
  let res: Response;
  try {
    res = await fetch(`${API_URL}${path}`, { method: "POST", credentials: "same-origin", headers: { Accept: "application/json" }, body });
  } catch {
    throw new ApiError(0, "网络异常，请稍后再试");
  }
  const json = await res.json().catch(() => null);
  // A proxy in front may refuse a large body with its own page: the limit is still the reason.
  const fallback = res.status === 413 ? ADMIN_FILE_MSG.tooLarge : "服务器开小差了，请稍后再试";
  if (!res.ok) throw new ApiError(res.status, json?.message ?? fallback, json?.field);
  return json as AdminUploadedFile;
}

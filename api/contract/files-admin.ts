import * as v from "valibot";
import { UPLOAD_MAX_BYTES, UPLOAD_MSG } from "./upload";

/** What the back office's file picker offers; the server judges a file by its content, never by this. */
export const ADMIN_FILE_ACCEPT = ".pdf,.jpg,.jpeg,.png,.webp,.gif,application/pdf,image/jpeg,image/png,image/webp,image/gif";

export const ADMIN_FILE_MSG = {
  noFile: "请选择要上传的文件",
  badType: UPLOAD_MSG.badType,
  tooLarge: UPLOAD_MSG.tooLarge,
} as const;

/** POST /admin/api/files (multipart): one file within the upload limit (spec 000 section 9: 40 MB). */
export const AdminFileUploadSchema = v.object({
  file: v.pipe(v.file(ADMIN_FILE_MSG.noFile), v.minSize(1, ADMIN_FILE_MSG.noFile), v.maxSize(UPLOAD_MAX_BYTES, ADMIN_FILE_MSG.tooLarge)),
});

/** The answer: where the file is served, its name as chosen and its stored size in bytes. */
export type AdminUploadedFile = { url: string; name: string; size: number };

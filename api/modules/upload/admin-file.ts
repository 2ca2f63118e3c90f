import { fileTypeFromBuffer } from "file-type";
import type { Deps } from "../../deps";
import { asImageType, reencode } from "./image";
import { ADMIN_FOLDER, newKey, urlOf } from "./keys";

/**
 * A back-office file (an exam outline), judged by its content: a PDF is kept as sent (it is served as
 * application/pdf with nosniff), an image is re-encoded so nothing rides along; anything else is refused.
 * Answers its URL path and stored size.
 */
export async function storeAdminFile(deps: Deps, operatorId: number, file: File) {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const mime = (await fileTypeFromBuffer(bytes))?.mime;
  const stored = mime === "application/pdf" ? { bytes, ext: "pdf" } : await reencode(bytes, asImageType(mime, "file"), "file");
  const key = newKey(ADMIN_FOLDER, operatorId, stored.ext);
  await deps.storage.put(key, stored.bytes);
  return { url: urlOf(key), size: stored.bytes.byteLength };
}

import { fileTypeFromBuffer } from "file-type";
import type { Deps } from "../../deps";
import type { StorageDriver } from "../../providers/storage";
import { asImageType, detectImage, reencode } from "./image";
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
  const url = await storeBackOfficeBytes(deps.storage, operatorId, stored.bytes, stored.ext);
  return { url, size: stored.bytes.byteLength };
}

/** A back-office picture (a company's logo): an image by its content, re-encoded; anything else is refused. */
export async function storeAdminImage(deps: Deps, userId: number, file: File) {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const stored = await reencode(bytes, await detectImage(bytes, "file"), "file");
  const url = await storeBackOfficeBytes(deps.storage, userId, stored.bytes, stored.ext);
  return { url, size: stored.bytes.byteLength };
}

/**
 * Files as public back-office files (covers, portraits), for bytes the server made or already cleaned: an image it
 * drew itself (demo covers) needs no re-encoding. Answers its URL path.
 */
export async function storeBackOfficeBytes(storage: StorageDriver, operatorId: number, bytes: Uint8Array, ext: string) {
  const key = newKey(ADMIN_FOLDER, operatorId, ext);
  await storage.put(key, bytes);
  return urlOf(key);
}

import { PICTURE_WIDTHS } from "../../contract/picture-widths";
import type { StorageDriver } from "../../providers/storage";
import { keyOf } from "./keys";
import { variantKey } from "./variants";

/**
 * Deletes uploaded files by their uploads paths (`/uploads/cv/2026-11/<id>.jpg`), each with the smaller variants made
 * of it; a path that is no upload is skipped. For closing an account: the caller hands only the person's own files.
 */
export async function removeUploads(storage: StorageDriver, paths: string[]) {
  for (const path of paths) {
    const key = keyOf(path);
    if (!key) continue;
    await storage.remove(key);
    for (const width of PICTURE_WIDTHS) {
      const variant = variantKey(key, width);
      if (variant) await storage.remove(variant);
    }
  }
}

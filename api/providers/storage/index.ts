import type { Env } from "../../env";
import { localStorageDriver, uploadsDir } from "./local";
import { s3StorageDriver } from "./s3";
import type { StorageDriver } from "./types";

export { contentTypeOf, isStorageKey, type StorageDriver } from "./types";

/** STORAGE_DRIVER: the local folder under DATA_DIR, or an S3-compatible bucket. */
export function storageDriver(env: Pick<Env, "dataDir" | "storage">): StorageDriver {
  if (env.storage.driver === "s3") return s3StorageDriver(env.storage.s3);
  return localStorageDriver(uploadsDir(env.dataDir));
}

import type { Env } from "../../env";
import { localStorageDriver, uploadsDir } from "./local";
import type { StorageDriver } from "./types";

export { isStorageKey, type StorageDriver } from "./types";

/** The local folder under DATA_DIR; a provider's driver is chosen here when one is added. */
export function storageDriver(env: Pick<Env, "dataDir">): StorageDriver {
  return localStorageDriver(uploadsDir(env.dataDir));
}

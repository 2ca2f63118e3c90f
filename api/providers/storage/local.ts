import { mkdir, rm } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import { isStorageKey, type StorageDriver } from "./types";

/** Files in a local folder (DATA_DIR/uploads by default): the driver for one machine and for development. */
export function localStorageDriver(root: string): StorageDriver {
  const base = resolve(root);

  function fileOf(key: string) {
    const file = resolve(base, key);
    // isStorageKey already refuses traversal; the prefix check keeps it so if the pattern ever loosens.
    if (!isStorageKey(key) || !file.startsWith(base + sep)) throw new Error(`bad storage key: ${key}`);
    return file;
  }

  return {
    name: "local",
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(dirname(file), { recursive: true });
      await Bun.write(file, bytes);
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      const file = Bun.file(fileOf(key));
      if (!(await file.exists())) return null;
      return { body: file, size: file.size };
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

export function uploadsDir(dataDir: string) {
  return join(dataDir, "uploads");
}

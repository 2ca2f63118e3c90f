import { mkdir, rename, rm } from "node:fs/promises";
import { dirname, join, resolve, sep } from "node:path";
import { isStorageKey, type StorageDriver } from "./types";

/** What a streamed write holds before it flushes to disk. */
const WRITE_BUFFER_BYTES = 1024 * 1024;

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
    async putStream(key, body) {
      const file = fileOf(key);
      // Written beside its key (a name no key matches, so never served) and renamed once whole.
      const part = `${file}.part`;
      await mkdir(dirname(file), { recursive: true });
      const writer = Bun.file(part).writer({ highWaterMark: WRITE_BUFFER_BYTES });
      let size = 0;
      try {
        for await (const chunk of body) {
          writer.write(chunk);
          size += chunk.byteLength;
        }
        await writer.end();
        await rename(part, file);
        return size;
      } catch (err) {
        await writer.end();
        await rm(part, { force: true });
        throw err;
      }
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

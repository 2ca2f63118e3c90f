import { join } from "node:path";
import { isStorageKey, type StorageDriver } from "./types";

type Summary = { copied: number; skipped: number; failed: number; ignored: number };

/**
 * Copies every uploaded file under `root` (DATA_DIR/uploads) to `target` under the same key, streamed. A key already
 * there with the same size is skipped, so a run that stopped part way may simply be run again. Files that are not
 * uploads (a `.part` left by a broken upload) are ignored. `report` hears of each failure.
 */
export async function migrateUploads(root: string, target: StorageDriver, report: (key: string, err: unknown) => void): Promise<Summary> {
  const summary: Summary = { copied: 0, skipped: 0, failed: 0, ignored: 0 };
  for await (const key of new Bun.Glob("**/*").scan({ cwd: root, onlyFiles: true })) {
    if (!isStorageKey(key)) {
      summary.ignored++;
      continue;
    }
    const file = Bun.file(join(root, key));
    try {
      if ((await target.get(key))?.size === file.size) {
        summary.skipped++;
        continue;
      }
      await target.putStream(key, file.stream());
      summary.copied++;
    } catch (err) {
      summary.failed++;
      report(key, err);
    }
  }
  return summary;
}

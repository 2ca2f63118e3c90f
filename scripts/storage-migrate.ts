import { EnvError, loadEnv } from "@/api/env";
import { uploadsDir } from "@/api/providers/storage/local";
import { migrateUploads } from "@/api/providers/storage/migrate";
import { s3StorageDriver } from "@/api/providers/storage/s3";

/** `bun run storage:migrate`: copies DATA_DIR/uploads into the bucket of STORAGE_DRIVER=s3; safe to run again. */
async function main() {
  const env = loadEnv();
  if (env.storage.driver !== "s3") throw new EnvError("请先设置 STORAGE_DRIVER=s3 及 S3_* 各项，再迁移文件");
  const root = uploadsDir(env.dataDir);
  console.log(`正在把 ${root} 中的文件复制到存储桶 ${env.storage.s3.bucket} …`);
  const s = await migrateUploads(root, s3StorageDriver(env.storage.s3), (key, err) => console.error(`失败 ${key}: ${err}`));
  console.log(`迁移完成：复制 ${s.copied} 个，跳过 ${s.skipped} 个（已存在），失败 ${s.failed} 个，忽略 ${s.ignored} 个（非上传文件）`);
  if (s.failed) process.exit(1);
}

main().catch((e) => {
  console.error(e instanceof EnvError ? e.message : e);
  process.exit(1);
});

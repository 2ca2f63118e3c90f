import { afterAll, beforeAll, expect, test } from "bun:test";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { s3StorageDriver } from "@/api/providers/storage/s3";
import { s3Env, startS3Server, type TestS3 } from "./support/s3-server";

/** `bun run storage:migrate` as an operator runs it: DATA_DIR/uploads into a real S3-compatible bucket, then again. */
let s3: TestS3;
const dataDir = mkdtempSync(join(tmpdir(), "xuexi-migrate-"));
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const files = {
  "avatar/2025-06/aaaa.jpg": new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3]),
  "idcard/7/bbbb.jpg": new Uint8Array([0xff, 0xd8, 0xff, 4, 5]),
  "admin/2025-06/cccc.mp4": new Uint8Array(6 * 1024 * 1024).fill(7),
};

async function migrate() {
  const proc = Bun.spawn([process.execPath, join(import.meta.dir, "../scripts/storage-migrate.ts")], {
    env: { ...process.env, DATA_DIR: dataDir, APP_SECRET: "migrate-test-secret-0123456789abcdefgh", ...s3Env(s3) },
    stdout: "pipe",
    stderr: "pipe",
  });
  const [out, code] = await Promise.all([new Response(proc.stdout).text(), proc.exited]);
  return { out, code };
}

test("copies every upload under its key, skips what is already there on a second run, ignores leftovers", async () => {
  for (const [key, bytes] of Object.entries(files)) {
    mkdirSync(join(dataDir, "uploads", key, ".."), { recursive: true });
    writeFileSync(join(dataDir, "uploads", key), bytes);
  }
  writeFileSync(join(dataDir, "uploads", "admin/2025-06/dddd.mp4.part"), "broken off");
  const bucket = s3StorageDriver({ ...s3, region: "us-east-1", virtualHostedStyle: false, publicUrl: null });
  // Already in the bucket with another size (a copy cut short): copied again.
  await bucket.put("idcard/7/bbbb.jpg", new Uint8Array([1]));

  const first = await migrate();
  expect(first.code).toBe(0);
  expect(first.out).toContain("迁移完成：复制 3 个，跳过 0 个（已存在），失败 0 个，忽略 1 个（非上传文件）");
  for (const [key, bytes] of Object.entries(files)) {
    const stored = await bucket.get(key);
    expect(new Uint8Array(await (stored?.body ?? new Blob()).arrayBuffer())).toEqual(bytes);
  }

  const again = await migrate();
  expect(again.out).toContain("迁移完成：复制 0 个，跳过 3 个（已存在），失败 0 个");
}, 60_000);

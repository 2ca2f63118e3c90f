import { S3Client } from "bun";
import type { S3Config } from "./config";
import { s3PresignedMultipart } from "./s3-multipart";
import { contentTypeOf, isStorageKey, type StorageDriver } from "./types";

/** Multipart part size for streamed writes: S3's minimum is 5 MiB, and about what a streamed write holds at once. */
const PART_BYTES = 8 * 1024 * 1024;

/** Bun's S3 client for the bucket; tests use it to look into the bucket past the driver. */
export function s3Client(config: S3Config) {
  return new S3Client({
    endpoint: config.endpoint,
    bucket: config.bucket,
    region: config.region,
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    virtualHostedStyle: config.virtualHostedStyle,
  });
}

/** Files in an S3-compatible bucket (Alibaba Cloud OSS, Tencent COS, MinIO, AWS S3) under the same keys as on disk. */
export function s3StorageDriver(config: S3Config): StorageDriver {
  const client = s3Client(config);
  const fileOf = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`bad storage key: ${key}`);
    return client.file(key);
  };

  return {
    name: "s3",
    presignedMultipart: s3PresignedMultipart(config),
    async put(key, bytes) {
      // The object keeps its type, for when a CDN (S3_PUBLIC_URL) serves it rather than the site.
      await fileOf(key).write(bytes, { type: contentTypeOf(key) });
    },
    async putStream(key, body) {
      const file = fileOf(key);
      const writer = file.writer({ partSize: PART_BYTES, retry: 3, type: contentTypeOf(key) });
      let size = 0;
      try {
        // Bun's writer buffers whatever it is given (a 400 MB stream grew it by 400 MB); waiting on a flush at each
        // part's worth holds the reader back until that part is sent, so memory stays at a part or two.
        for await (const chunk of body) {
          await writer.write(chunk);
          size += chunk.byteLength;
          if (size % PART_BYTES < chunk.byteLength) await writer.flush();
        }
      } catch (err) {
        // Bun's writer completes what it has even when ended with an error, so the partial object is deleted after it.
        await Promise.resolve(writer.end(err as Error)).catch(() => {});
        await file.delete();
        throw err;
      }
      await writer.end();
      return size;
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      const file = client.file(key);
      // stat (a HEAD) answers the size a Range request needs; Bun names its bodiless 404 NoSuchKey.
      const stat = await file.stat().catch((err: { code?: string }) => {
        if (err?.code === "NoSuchKey") return null;
        throw err;
      });
      return stat ? { body: file, size: stat.size } : null;
    },
    async remove(key) {
      await fileOf(key).delete();
    },
  };
}

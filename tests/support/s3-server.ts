import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";

export type TestS3 = { endpoint: string; bucket: string; accessKeyId: string; secretAccessKey: string; stop: () => Promise<void> };

/** A real S3-compatible server (s3rver, which checks SigV4 signatures) on a free port, in a temp folder, with one bucket. */
export async function startS3Server(): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), "xuexi-s3-"));
  const bucket = "xuexi";
  const server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The app's environment for STORAGE_DRIVER=s3 on this server. */
export function s3Env(s3: TestS3, extra: Record<string, string> = {}) {
  return {
    STORAGE_DRIVER: "s3",
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: s3.bucket,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    ...extra,
  };
}

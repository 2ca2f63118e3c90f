/** The bucket's settings for STORAGE_DRIVER=s3, read beside the rest of the environment (api/env.ts). */
export type S3Config = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://<bucket>.<endpoint>` addressing, which Alibaba Cloud OSS requires; path style otherwise (MinIO). */
  virtualHostedStyle: boolean;
  /** Where public files are fetched from directly (a CDN or the bucket's origin, no trailing slash); null to serve them ourselves. */
  publicUrl: string | null;
};

export type StorageConfig = { driver: "local" } | { driver: "s3"; s3: S3Config };

const REQUIRED = ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;

/** STORAGE_DRIVER with the bucket's keys; the names of what is missing otherwise. */
export function readStorage(driver: "local" | "s3", e: Record<string, string | undefined>): StorageConfig | string[] {
  if (driver === "local") return { driver };
  const missing = REQUIRED.filter((k) => !e[k]);
  if (missing.length) return missing;
  return {
    driver,
    s3: {
      endpoint: e.S3_ENDPOINT as string,
      bucket: e.S3_BUCKET as string,
      region: e.S3_REGION ?? "us-east-1",
      accessKeyId: e.S3_ACCESS_KEY_ID as string,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY as string,
      virtualHostedStyle: e.S3_VIRTUAL_HOSTED === "true",
      publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, "") ?? null,
    },
  };
}

/** The site public files are sent on to (S3_PUBLIC_URL's origin), which the pages' CSP must let them load from. */
export function publicFilesOrigin(storage: StorageConfig) {
  return storage.driver === "s3" && storage.s3.publicUrl ? new URL(storage.s3.publicUrl).origin : null;
}

/** Where the bucket answers (virtual-hosted `<bucket>.<host>`, or the endpoint itself), for browsers PUTting parts there. */
export function bucketOrigin(config: S3Config) {
  const endpoint = new URL(config.endpoint);
  return config.virtualHostedStyle ? `${endpoint.protocol}//${config.bucket}.${endpoint.host}` : endpoint.origin;
}

/** The bucket's origin when the back office uploads to it directly (STORAGE_DRIVER=s3), for the pages' CSP. */
export const directUploadOrigin = (storage: StorageConfig) => (storage.driver === "s3" ? bucketOrigin(storage.s3) : null);

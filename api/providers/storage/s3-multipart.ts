import { bucketOrigin, type S3Config } from "./config";
import { presignUrl, signedHeaders } from "./sigv4";
import { contentTypeOf, isStorageKey, type PresignedMultipart } from "./types";

/** How long a part's upload URL works: long enough for a slow line to send one part, short enough to be of little use if leaked. */
const PART_URL_SECONDS = 3600;

/** The object's address, path style (`<endpoint>/<bucket>/<key>`) or virtual-hosted (`<bucket>.<endpoint host>/<key>`). */
function objectUrl(config: S3Config, key: string) {
  if (!isStorageKey(key)) throw new Error(`bad storage key: ${key}`);
  return `${bucketOrigin(config)}/${config.virtualHostedStyle ? "" : `${config.bucket}/`}${key}`;
}

/** Sends a signed request; S3 may answer 200 with an <Error> body (CompleteMultipartUpload), so that fails too. */
async function call(config: S3Config, method: string, url: string, body = "", extra: Record<string, string> = {}) {
  const res = await fetch(url, { method, body: body || undefined, headers: signedHeaders(config, method, url, body, extra) });
  const text = await res.text();
  if (!res.ok || text.includes("<Error>"))
    throw new Error(`S3 ${method} ${new URL(url).search} failed: ${res.status} ${text.slice(0, 300)}`);
  return text;
}

/** A browser sends a large file straight to the bucket in parts, through URLs the server signed (Bun's S3Client has no such calls). */
export function s3PresignedMultipart(config: S3Config): PresignedMultipart {
  return {
    async start(key) {
      // The type is set when the upload starts, so a CDN serves the joined object as a video.
      const text = await call(config, "POST", `${objectUrl(config, key)}?uploads=`, "", { "content-type": contentTypeOf(key) });
      const uploadId = /<UploadId>([^<]+)<\/UploadId>/.exec(text)?.[1];
      if (!uploadId) throw new Error(`S3 CreateMultipartUpload answered no UploadId: ${text.slice(0, 300)}`);
      return uploadId;
    },
    partUrls(key, uploadId, count, now = new Date()) {
      const base = objectUrl(config, key);
      return Array.from({ length: count }, (_, i) => {
        const query = new URLSearchParams({ partNumber: String(i + 1), uploadId });
        return presignUrl(config, "PUT", `${base}?${query}`, PART_URL_SECONDS, now);
      });
    },
    async complete(key, uploadId, parts) {
      // ETags were checked to be quoted hex by the route, so they need no XML escaping.
      const xml = `<CompleteMultipartUpload>${parts
        .map((p) => `<Part><PartNumber>${p.partNumber}</PartNumber><ETag>${p.etag}</ETag></Part>`)
        .join("")}</CompleteMultipartUpload>`;
      await call(config, "POST", `${objectUrl(config, key)}?${new URLSearchParams({ uploadId })}`, xml);
    },
    async abort(key, uploadId) {
      await call(config, "DELETE", `${objectUrl(config, key)}?${new URLSearchParams({ uploadId })}`);
    },
  };
}

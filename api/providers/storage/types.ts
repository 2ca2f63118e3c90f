/** A stored file as the serving route hands it out. */
type StoredFile = { body: Blob; size: number };

/**
 * Keeps uploaded files under keys such as `avatar/2025-06/<uuid>.jpg`. Keys are made by the server only
 * (checked with isStorageKey); a provider's driver (object storage) sits behind the same interface.
 */
export interface StorageDriver {
  readonly name: string;
  put(key: string, bytes: Uint8Array): Promise<void>;
  /**
   * Writes a stream as it arrives (a video of up to 2 GB), never holding it whole; answers the bytes written. When the
   * stream errors (the upload broke off, or ran over its limit) nothing is left under the key and the error is rethrown.
   */
  putStream(key: string, body: ReadableStream<Uint8Array>): Promise<number>;
  /** The file, or null when there is none under that key. */
  get(key: string): Promise<StoredFile | null>;
  /** Deletes the file; a key with no file is fine (so clean-up jobs may run again). */
  remove(key: string): Promise<void>;
  /** Uploads straight from a browser to the bucket, in parts; only object storage has it. */
  readonly presignedMultipart?: PresignedMultipart;
}

/** S3's multipart upload, driven by a browser through presigned part URLs (docs: S3 API CreateMultipartUpload). */
export interface PresignedMultipart {
  /** Starts an upload under the key; answers its uploadId. */
  start(key: string): Promise<string>;
  /** Signed PUT URLs for parts 1..count, each valid for an hour from `now`. */
  partUrls(key: string, uploadId: string, count: number, now?: Date): string[];
  /** Joins the parts (numbered, with the ETags their PUTs answered) into the object. */
  complete(key: string, uploadId: string, parts: { partNumber: number; etag: string }[]): Promise<void>;
  /** Drops an upload and the parts sent so far. */
  abort(key: string, uploadId: string): Promise<void>;
}

/**
 * Lowercase folder, then safe segments, ending in a name with an image, PDF, Word (a CV's attachment) or video extension
 * (mp4, an HLS playlist and its segments, fMP4 or MPEG-TS): no `..`, no slashes to spare.
 */
const KEY_RE = /^[a-z]+(?:\/[A-Za-z0-9_-]+)*\/[A-Za-z0-9_-]+\.(?:jpg|png|gif|webp|pdf|docx?|mp4|m3u8|m4s|ts)$/;

export function isStorageKey(key: string) {
  return key.length <= 200 && KEY_RE.test(key);
}

/** The type each stored extension is served with (by the site, or by the bucket for files sent straight there). */
const CONTENT_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  mp4: "video/mp4",
  m3u8: "application/vnd.apple.mpegurl",
  m4s: "video/iso.segment",
  ts: "video/mp2t",
};

export const contentTypeOf = (key: string) => CONTENT_TYPES[key.slice(key.lastIndexOf(".") + 1)];

import { createHash, createHmac } from "node:crypto";

/**
 * AWS Signature Version 4 for the S3 calls Bun's S3Client does not make (multipart uploads driven by a browser), as
 * every S3-compatible service checks it: https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-authenticating-requests.html
 */
export type SigningKeys = { region: string; accessKeyId: string; secretAccessKey: string };

const sha256 = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data).digest();

/** RFC 3986 encoding, as S3 expects in canonical query strings (encodeURIComponent leaves !'()* alone). */
const encode = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const stamp = (now: Date) => now.toISOString().replace(/[-:]|\.\d{3}/g, "");

function canonicalQuery(params: URLSearchParams) {
  return [...params]
    .map(([k, v]) => [encode(k), encode(v)])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
}

/** The signature over a canonical request whose headers are `headers` (lower-case names). */
function sign(keys: SigningKeys, method: string, url: URL, headers: Record<string, string>, payloadHash: string, now: Date) {
  const names = Object.keys(headers).sort();
  const canonical = [
    method,
    url.pathname,
    canonicalQuery(url.searchParams),
    ...names.map((n) => `${n}:${headers[n].trim()}`),
    "",
    names.join(";"),
    payloadHash,
  ].join("\n");
  const day = stamp(now).slice(0, 8);
  const scope = `${day}/${keys.region}/s3/aws4_request`;
  const toSign = ["AWS4-HMAC-SHA256", stamp(now), scope, sha256(canonical)].join("\n");
  let key = hmac(`AWS4${keys.secretAccessKey}`, day);
  for (const part of [keys.region, "s3", "aws4_request"]) key = hmac(key, part);
  return { signature: createHmac("sha256", key).update(toSign).digest("hex"), scope, signedHeaders: names.join(";") };
}

/** A URL anyone may call with `method` until `expiresIn` seconds after `now` (query-string signing, unsigned payload). */
export function presignUrl(keys: SigningKeys, method: string, target: string, expiresIn: number, now = new Date()) {
  const url = new URL(target);
  const day = stamp(now).slice(0, 8);
  url.searchParams.set("X-Amz-Algorithm", "AWS4-HMAC-SHA256");
  url.searchParams.set("X-Amz-Credential", `${keys.accessKeyId}/${day}/${keys.region}/s3/aws4_request`);
  url.searchParams.set("X-Amz-Date", stamp(now));
  url.searchParams.set("X-Amz-Expires", String(expiresIn));
  url.searchParams.set("X-Amz-SignedHeaders", "host");
  const { signature } = sign(keys, method, url, { host: url.host }, "UNSIGNED-PAYLOAD", now);
  return `${url.protocol}//${url.host}${url.pathname}?${canonicalQuery(url.searchParams)}&X-Amz-Signature=${signature}`;
}

/** The headers that sign a request from the server (Authorization with the body's hash); `extra` are signed too. */
export function signedHeaders(
  keys: SigningKeys,
  method: string,
  target: string,
  body: string | Uint8Array = "",
  extra: Record<string, string> = {},
  now = new Date(),
) {
  const url = new URL(target);
  const payloadHash = sha256(body);
  const headers = { host: url.host, "x-amz-content-sha256": payloadHash, "x-amz-date": stamp(now), ...extra };
  const s = sign(keys, method, url, headers, payloadHash, now);
  const { host: _host, ...sent } = headers;
  return {
    ...sent,
    authorization: `AWS4-HMAC-SHA256 Credential=${keys.accessKeyId}/${s.scope},SignedHeaders=${s.signedHeaders},Signature=${s.signature}`,
  };
}

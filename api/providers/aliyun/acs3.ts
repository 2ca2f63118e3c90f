import { createHash, createHmac, randomBytes } from "node:crypto";

/**
 * Alibaba Cloud's request signature V3 (ACS3-HMAC-SHA256), for an RPC-style call with its parameters in the query
 * string and an empty body: a canonical request of method, path, sorted query, the signed x-acs-* headers and host,
 * and the body's sha256; its sha256 signed with HMAC-SHA256 under the AccessKey secret.
 */
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** RFC 3986 encoding, as the signature wants it (space %20, * %2A, ~ kept). */
function percentEncode(value: string) {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

type Acs3Request = {
  host: string;
  action: string;
  version: string;
  query: Record<string, string>;
  accessKeyId: string;
  accessKeySecret: string;
  now?: Date;
  nonce?: string;
};

/** The query string and headers of a signed POST with an empty body. */
export function signAcs3(r: Acs3Request) {
  const query = Object.keys(r.query)
    .sort()
    .map((k) => `${percentEncode(k)}=${percentEncode(r.query[k])}`)
    .join("&");
  const headers: Record<string, string> = {
    host: r.host,
    "x-acs-action": r.action,
    "x-acs-content-sha256": sha256(""),
    "x-acs-date": (r.now ?? new Date()).toISOString().replace(/\.\d{3}Z$/, "Z"),
    "x-acs-signature-nonce": r.nonce ?? randomBytes(16).toString("hex"),
    "x-acs-version": r.version,
  };
  const names = Object.keys(headers).sort();
  const canonical = [
    "POST",
    "/",
    query,
    names.map((n) => `${n}:${headers[n]}\n`).join(""),
    names.join(";"),
    headers["x-acs-content-sha256"],
  ].join("\n");
  const signature = createHmac("sha256", r.accessKeySecret)
    .update(`ACS3-HMAC-SHA256\n${sha256(canonical)}`)
    .digest("hex");
  headers.authorization = `ACS3-HMAC-SHA256 Credential=${r.accessKeyId},SignedHeaders=${names.join(";")},Signature=${signature}`;
  return { query, headers };
}

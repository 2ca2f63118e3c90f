import { createHash, createHmac } from "node:crypto";

/**
 * Tencent Cloud API 3.0's signature (TC3-HMAC-SHA256), for a JSON POST: a canonical request of method, path, empty
 * query, the content-type, host and x-tc-action headers and the body's sha256; the string to sign carries the time and
 * the credential scope (date/service/tc3_request), and the key is derived from "TC3" + SecretKey over date, service,
 * "tc3_request". Shared by SMS and captcha.
 */
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const hmac = (key: Buffer | string, text: string) => createHmac("sha256", key).update(text).digest();

type Tc3Request = {
  host: string;
  service: string;
  action: string;
  version: string;
  region?: string;
  body: string;
  secretId: string;
  secretKey: string;
  /** Unix seconds. */
  timestamp?: number;
};

const TC3_CONTENT_TYPE = "application/json; charset=utf-8";

/** The headers of the signed request. */
export function signTc3(r: Tc3Request): Record<string, string> {
  const timestamp = r.timestamp ?? Math.floor(Date.now() / 1000);
  const date = new Date(timestamp * 1000).toISOString().slice(0, 10);
  const signedHeaders = "content-type;host;x-tc-action";
  const canonical = [
    "POST",
    "/",
    "",
    `content-type:${TC3_CONTENT_TYPE}\nhost:${r.host}\nx-tc-action:${r.action.toLowerCase()}\n`,
    signedHeaders,
    sha256(r.body),
  ].join("\n");
  const scope = `${date}/${r.service}/tc3_request`;
  const toSign = `TC3-HMAC-SHA256\n${timestamp}\n${scope}\n${sha256(canonical)}`;
  const key = hmac(hmac(hmac(`TC3${r.secretKey}`, date), r.service), "tc3_request");
  const signature = createHmac("sha256", key).update(toSign).digest("hex");
  return {
    authorization: `TC3-HMAC-SHA256 Credential=${r.secretId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
    "content-type": TC3_CONTENT_TYPE,
    host: r.host,
    "x-tc-action": r.action,
    "x-tc-timestamp": String(timestamp),
    "x-tc-version": r.version,
    ...(r.region ? { "x-tc-region": r.region } : {}),
  };
}

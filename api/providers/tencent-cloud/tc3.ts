import { createHash, createHmac } from "node:crypto";

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");
const hmac = (key: string | Buffer, s: string) => createHmac("sha256", key).update(s).digest();

export type Tc3Request = { secretId: string; secretKey: string; service: string; host: string; payload: string; timestamp: number };

/**
 * Tencent Cloud API 3.0's TC3-HMAC-SHA256 signature of a JSON POST to "/" (their "签名方法 v3"): canonical request
 * over content-type and host, string to sign, key derived from "TC3"+SecretKey over the UTC date, service and
 * "tc3_request". Answers the Authorization header. The fakes in tests check requests with this same function.
 */
export function tc3Authorization(r: Tc3Request) {
  const date = new Date(r.timestamp * 1000).toISOString().slice(0, 10);
  const canonical = [
    "POST",
    "/",
    "",
    `content-type:application/json; charset=utf-8\nhost:${r.host}\n`,
    "content-type;host",
    sha256(r.payload),
  ].join("\n");
  const scope = `${date}/${r.service}/tc3_request`;
  const toSign = ["TC3-HMAC-SHA256", String(r.timestamp), scope, sha256(canonical)].join("\n");
  const key = hmac(hmac(hmac(`TC3${r.secretKey}`, date), r.service), "tc3_request");
  const signature = createHmac("sha256", key).update(toSign).digest("hex");
  return `TC3-HMAC-SHA256 Credential=${r.secretId}/${scope}, SignedHeaders=content-type;host, Signature=${signature}`;
}

import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Partner secrets at rest: AES-256-GCM under a key derived from APP_SECRET, so a copy of the database alone cannot
 * forge a hand-off. The server must read the secret back to check an HMAC, hence sealed, not hashed.
 */
function sealKey(appSecret: string) {
  return Buffer.from(hkdfSync("sha256", appSecret, "xuexi-portal", "oauth-partner-secret", 32));
}

export function sealSecret(appSecret: string, secret: string) {
  const iv = randomBytes(12);
  const c = createCipheriv("aes-256-gcm", sealKey(appSecret), iv);
  const body = Buffer.concat([c.update(secret, "utf8"), c.final()]);
  return Buffer.concat([iv, c.getAuthTag(), body]).toString("base64url");
}

/** The secret, or null when the box is empty or was sealed under another APP_SECRET. */
export function openSecret(appSecret: string, sealed: string) {
  if (!sealed) return null;
  try {
    const raw = Buffer.from(sealed, "base64url");
    const d = createDecipheriv("aes-256-gcm", sealKey(appSecret), raw.subarray(0, 12));
    d.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([d.update(raw.subarray(28)), d.final()]).toString("utf8");
  } catch {
    return null;
  }
}

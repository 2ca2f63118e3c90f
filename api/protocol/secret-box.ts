import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Text only this server can read back: AES-256-GCM under a key derived from APP_SECRET for one purpose. Partner
 * secrets at rest (a copy of the database alone cannot forge a hand-off; the server must read the secret back to
 * check an HMAC, hence sealed, not hashed), and WeChat identities and sandbox codes carried by the browser.
 */
type Purpose = "oauth-partner-secret" | "wechat-identity" | "wechat-sandbox-code";

function sealKey(appSecret: string, purpose: Purpose) {
  return Buffer.from(hkdfSync("sha256", appSecret, "xuexi-portal", purpose, 32));
}

export function sealSecret(appSecret: string, secret: string, purpose: Purpose) {
  const iv = randomBytes(12);
  const c = createCipheriv("aes-256-gcm", sealKey(appSecret, purpose), iv);
  const body = Buffer.concat([c.update(secret, "utf8"), c.final()]);
  return Buffer.concat([iv, c.getAuthTag(), body]).toString("base64url");
}

/** The secret, or null when the box is empty or was sealed under another APP_SECRET or for another purpose. */
export function openSecret(appSecret: string, sealed: string, purpose: Purpose) {
  if (!sealed) return null;
  try {
    const raw = Buffer.from(sealed, "base64url");
    const d = createDecipheriv("aes-256-gcm", sealKey(appSecret, purpose), raw.subarray(0, 12));
    d.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([d.update(raw.subarray(28)), d.final()]).toString("utf8");
  } catch {
    return null;
  }
}

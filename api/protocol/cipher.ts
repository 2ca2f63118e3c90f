import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/** Lifetime of an issued cipher (PROTOCOL.md: 24 h). */
const CIPHER_TTL_MS = 24 * 60 * 60 * 1000;

export type Issued = { cipher: string; key: string; now: number };
export type OpenedCipher = { id: string; key: Buffer; expiresAt: number };

/** How many opened ciphers a process remembers: one per active client, so decryption is not repeated per call. */
const OPENED_CACHE_SIZE = 10_000;

/** Seals and opens the stateless `cipher`: AES-256-GCM under a key derived from APP_SECRET. */
export function createCipherBox(appSecret: string) {
  const sealKey = Buffer.from(hkdfSync("sha256", appSecret, "xuexi-portal", "protocol-cipher", 32));
  // A pure function's memo (same input, same output), not session state: any process can rebuild it.
  const opened = new Map<string, OpenedCipher>();

  function issue(now = Date.now()): Issued {
    const id = randomBytes(12);
    const key = randomBytes(32);
    const expires = Buffer.alloc(8);
    expires.writeBigUInt64BE(BigInt(now + CIPHER_TTL_MS));
    const iv = randomBytes(12);
    const c = createCipheriv("aes-256-gcm", sealKey, iv);
    const body = Buffer.concat([c.update(Buffer.concat([id, key, expires])), c.final()]);
    const cipher = Buffer.concat([iv, c.getAuthTag(), body]).toString("base64url");
    return { cipher, key: key.toString("base64url"), now };
  }

  /** The cipher's id, key and expiry, or null when it is unreadable, forged or expired. */
  function open(cipher: unknown, now = Date.now()): OpenedCipher | null {
    if (typeof cipher !== "string" || cipher.length > 200) return null;
    const known = opened.get(cipher);
    if (known) return known.expiresAt < now ? null : known;
    const result = decrypt(cipher, now);
    if (result) {
      if (opened.size >= OPENED_CACHE_SIZE) opened.delete(opened.keys().next().value as string);
      opened.set(cipher, result);
    }
    return result;
  }

  function decrypt(cipher: string, now: number): OpenedCipher | null {
    const raw = Buffer.from(cipher, "base64url");
    if (raw.length !== 12 + 16 + 52) return null;
    try {
      const d = createDecipheriv("aes-256-gcm", sealKey, raw.subarray(0, 12));
      d.setAuthTag(raw.subarray(12, 28));
      const plain = Buffer.concat([d.update(raw.subarray(28)), d.final()]);
      const expiresAt = Number(plain.readBigUInt64BE(44));
      if (expiresAt < now) return null;
      return { id: plain.subarray(0, 12).toString("base64url"), key: plain.subarray(12, 44), expiresAt };
    } catch {
      return null;
    }
  }

  return { issue, open };
}
export type CipherBox = ReturnType<typeof createCipherBox>;

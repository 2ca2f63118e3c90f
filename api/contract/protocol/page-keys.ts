/**
 * The portal's page carries a first cipher and key in a short-lived cookie, so a first visit's calls are signed from
 * the start instead of each being answered 901 first (one round trip less before anything shows, docs/performance.md).
 * The page's script reads it once into its key store and deletes it. Not HttpOnly, by design: it holds what a 901
 * answer gives anyone who asks.
 */
export type PageKeys = { cipher: string; key: string; now: number };

/** `__Host-` on https: only this host, over https, for the whole site, can set it. */
export const pageKeysCookieName = (https: boolean) => (https ? "__Host-api-keys" : "api-keys");

/** Lives as long as a request's timestamp may be off (PROTOCOL.md's 300 s): an unread one goes by itself. */
export const PAGE_KEYS_MAX_AGE_S = 300;

/** cipher.key.now: base64url and digits, all cookie-safe. */
export const encodePageKeys = (k: PageKeys) => `${k.cipher}.${k.key}.${k.now}`;

export function decodePageKeys(value: string): PageKeys | null {
  const m = /^([\w-]+)\.([\w-]+)\.(\d+)$/.exec(value);
  return m ? { cipher: m[1]!, key: m[2]!, now: Number(m[3]) } : null;
}

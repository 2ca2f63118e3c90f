import type { KeyStore } from "@/api/contract/protocol/client";
import { decodePageKeys, pageKeysCookieName } from "@/api/contract/protocol/page-keys";

/**
 * Takes the cipher and key the page came with (api/contract/protocol/page-keys.ts) into the key store and deletes
 * their cookie: fresh ones, so they replace whatever an earlier visit stored.
 */
export function adoptPageKeys(store: KeyStore, doc: Pick<Document, "cookie">, https: boolean, now = Date.now()) {
  const name = pageKeysCookieName(https);
  const value = doc.cookie
    .split(/;\s*/)
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1);
  if (!value) return;
  doc.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Strict${https ? "; Secure" : ""}`;
  const keys = decodePageKeys(value);
  if (!keys) return;
  store.set("api.cipher", keys.cipher);
  store.set("api.key", keys.key);
  store.set("api.skew", String(keys.now - now));
}

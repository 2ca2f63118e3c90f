import canonicalize from "canonicalize";

const encoder = new TextEncoder();

function fromBase64Url(s: string) {
  const b64 = s
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(s.length / 4) * 4, "=");
  return Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0));
}

/** 32 characters of [A-Za-z0-9], fresh for every attempt. */
export function randomToken(length = 32) {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("");
}

/** Lowercase hex HMAC-SHA256 of lower(path) \n timestamp \n random \n JCS(body), keyed with the issued key. */
export async function signBody(key: string, path: string, body: Record<string, unknown>) {
  const canonical = `${path.toLowerCase()}\n${body.timestamp}\n${body.random}\n${canonicalize(body)}`;
  const cryptoKey = await crypto.subtle.importKey("raw", fromBase64Url(key), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", cryptoKey, encoder.encode(canonical)));
  return Array.from(mac, (b) => b.toString(16).padStart(2, "0")).join("");
}

import { createPrivateKey, createPublicKey, type KeyObject, sign, verify } from "node:crypto";

/**
 * Alipay's RSA2 (SHA256withRSA, base64) over its "content to sign": every parameter but `sign` (and for
 * notifications `sign_type`) with a value, sorted by name, joined as k=v with &, values as they are (not encoded).
 */
export function signContent(params: Record<string, string>, leaveOut: string[] = ["sign"]) {
  return Object.keys(params)
    .filter((k) => !leaveOut.includes(k) && params[k] !== "")
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join("&");
}

const isPem = (text: string) => text.includes("-----BEGIN");
const der = (text: string) => Buffer.from(text.replace(/\s+/g, ""), "base64");

/** The app's private key: PEM, or the bare base64 Alipay's key tool writes (PKCS#8 for Java, PKCS#1 otherwise). */
export function privateKeyOf(text: string): KeyObject {
  if (isPem(text)) return createPrivateKey(text);
  try {
    return createPrivateKey({ key: der(text), format: "der", type: "pkcs8" });
  } catch {
    return createPrivateKey({ key: der(text), format: "der", type: "pkcs1" });
  }
}

/** Alipay's public key: PEM, or the bare base64 (SubjectPublicKeyInfo) its console shows. */
export function publicKeyOf(text: string): KeyObject {
  return isPem(text) ? createPublicKey(text) : createPublicKey({ key: der(text), format: "der", type: "spki" });
}

export const rsa2Sign = (key: KeyObject, content: string) => sign("sha256", Buffer.from(content, "utf8"), key).toString("base64");

export function rsa2Verify(key: KeyObject, content: string, signature: string) {
  try {
    return verify("sha256", Buffer.from(content, "utf8"), key, Buffer.from(signature, "base64"));
  } catch {
    return false;
  }
}

/**
 * The exact text of one member's JSON value in Alipay's answer ({"alipay_trade_query_response":{…},"sign":"…"}):
 * Alipay signs those bytes as it sent them, so the value is cut out, never parsed and written again.
 */
export function rawMember(body: string, name: string): string | null {
  const at = body.indexOf(`"${name}"`);
  if (at < 0) return null;
  let i = body.indexOf(":", at + name.length + 2) + 1;
  while (body[i] === " ") i++;
  if (body[i] !== "{") return null;
  let depth = 0;
  let inString = false;
  for (let j = i; j < body.length; j++) {
    const ch = body[j];
    if (inString) {
      if (ch === "\\") j++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === "{") depth++;
    else if (ch === "}" && --depth === 0) return body.slice(i, j + 1);
  }
  return null;
}

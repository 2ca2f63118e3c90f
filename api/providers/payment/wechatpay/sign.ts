import { createDecipheriv, randomBytes, sign, verify } from "node:crypto";

/**
 * WeChat Pay API v3's signatures (node:crypto, no SDK): SHA256withRSA over newline-terminated lines, base64; the
 * notification resource sealed with AES-256-GCM under the APIv3 key. The fake in tests/support checks with these
 * lines written out on its own, so a wrong line here fails there.
 */

/** Answers and notifications older or newer than this are refused (WeChat Pay's own advice: 5 minutes). */
const SKEW_SECONDS = 300;
const GCM_TAG_BYTES = 16;

/** base64 SHA256withRSA of the lines, each followed by "\n". */
function rsaSign(privateKey: string, lines: string[]) {
  return sign("sha256", Buffer.from(lines.map((l) => `${l}\n`).join("")), privateKey).toString("base64");
}

/** False for a wrong signature and for anything that is not one (a bad key or base64 included): never throws. */
function rsaVerify(publicKey: string, lines: string[], signature: string) {
  try {
    return verify("sha256", Buffer.from(lines.map((l) => `${l}\n`).join("")), publicKey, Buffer.from(signature, "base64"));
  } catch {
    return false;
  }
}

export const newNonce = () => randomBytes(16).toString("hex").toUpperCase();
export const unixSeconds = (now = Date.now()) => String(Math.floor(now / 1000));

type Merchant = { mchId: string; serialNo: string; privateKey: string };

/** The Authorization header of one request; `pathWithQuery` as sent, `body` "" when there is none (GET). */
export function authorization(m: Merchant, method: string, pathWithQuery: string, body: string, now = Date.now(), nonce = newNonce()) {
  const timestamp = unixSeconds(now);
  const signature = rsaSign(m.privateKey, [method, pathWithQuery, timestamp, nonce, body]);
  return `WECHATPAY2-SHA256-RSA2048 mchid="${m.mchId}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${m.serialNo}"`;
}

type Platform = { platformPublicKey: string; platformSerial: string };

/** True when an answer or notification carries WeChat Pay's signature over this body, from the expected key, recently. */
export function checkWechatSignature(p: Platform, headers: Headers, body: string, now = Date.now()) {
  const timestamp = headers.get("wechatpay-timestamp") ?? "";
  const nonce = headers.get("wechatpay-nonce") ?? "";
  const signature = headers.get("wechatpay-signature") ?? "";
  if (headers.get("wechatpay-serial") !== p.platformSerial || !nonce || !signature) return false;
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(now / 1000 - Number(timestamp)) > SKEW_SECONDS) return false;
  return rsaVerify(p.platformPublicKey, [timestamp, nonce, body], signature);
}

/** JSAPI's paySign for WeixinJSBridge: the merchant's signature over appId, timeStamp, nonceStr and package. */
export function jsapiPaySign(privateKey: string, o: { appId: string; timeStamp: string; nonceStr: string; package: string }) {
  return rsaSign(privateKey, [o.appId, o.timeStamp, o.nonceStr, o.package]);
}

export type SealedResource = { ciphertext: string; associated_data: string; nonce: string };

/** The resource's plaintext, or null when the key, nonce, associated data or ciphertext do not belong together. */
export function openResource(apiV3Key: string, r: SealedResource): string | null {
  try {
    const sealed = Buffer.from(r.ciphertext, "base64");
    if (sealed.length <= GCM_TAG_BYTES) return null;
    const decipher = createDecipheriv("aes-256-gcm", Buffer.from(apiV3Key, "utf8"), Buffer.from(r.nonce, "utf8"));
    decipher.setAAD(Buffer.from(r.associated_data, "utf8"));
    decipher.setAuthTag(sealed.subarray(sealed.length - GCM_TAG_BYTES));
    return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - GCM_TAG_BYTES)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

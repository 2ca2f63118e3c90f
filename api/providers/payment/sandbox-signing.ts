import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * The sandbox provider's keys and signatures. Like a real provider's merchant key, the key is the server's own
 * (derived from APP_SECRET), so only this deployment can sign a notification it will accept.
 */
const NOTIFY_SKEW_MS = 300_000;
const CASHIER_TTL_MS = 2 * 3600_000;

export function sandboxKey(appSecret: string) {
  return createHmac("sha256", appSecret).update("pay-sandbox-v1").digest();
}

const hmac = (key: Buffer, text: string) => createHmac("sha256", key).update(text).digest("hex");

function sameHex(a: string, b: string) {
  const x = Buffer.from(a, "hex");
  const y = Buffer.from(b, "hex");
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

/** Headers the sandbox sends with a notification (as WeChat Pay's Wechatpay-Timestamp / -Nonce / -Signature). */
const HEADER = { timestamp: "pay-timestamp", nonce: "pay-nonce", signature: "pay-signature" } as const;

/** Signs a notification body: hex HMAC-SHA256 over "timestamp\nnonce\nbody\n". */
export function signNotification(key: Buffer, body: string, now = Date.now()) {
  const timestamp = String(Math.floor(now / 1000));
  const nonce = randomBytes(16).toString("hex");
  return { [HEADER.timestamp]: timestamp, [HEADER.nonce]: nonce, [HEADER.signature]: hmac(key, `${timestamp}\n${nonce}\n${body}\n`) };
}

/** True for a body signed with this key within the allowed clock skew. */
export function checkNotification(key: Buffer, headers: Headers, body: string) {
  const timestamp = headers.get(HEADER.timestamp) ?? "";
  const nonce = headers.get(HEADER.nonce) ?? "";
  const signature = headers.get(HEADER.signature) ?? "";
  if (!/^\d{1,12}$/.test(timestamp) || !/^[A-Za-z0-9]{8,64}$/.test(nonce) || !/^[0-9a-f]{64}$/.test(signature)) return false;
  if (Math.abs(Date.now() - Number(timestamp) * 1000) > NOTIFY_SKEW_MS) return false;
  return sameHex(hmac(key, `${timestamp}\n${nonce}\n${body}\n`), signature);
}

/** What the cashier link carries: the order as the merchant told it, sealed so the page cannot be made to charge less. */
export type CashierTicket = { orderNumber: string; amountFen: number; description: string; returnUrl: string; expiresAt: number };

export function sealTicket(key: Buffer, order: Omit<CashierTicket, "expiresAt">, now = Date.now()) {
  const body = Buffer.from(JSON.stringify({ ...order, expiresAt: now + CASHIER_TTL_MS })).toString("base64url");
  return `${body}.${hmac(key, `ticket\n${body}`)}`;
}

export function openTicket(key: Buffer, token: string): CashierTicket | null {
  const [body, signature, extra] = token.split(".");
  if (!body || !signature || extra !== undefined || !sameHex(hmac(key, `ticket\n${body}`), signature)) return null;
  const ticket = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as CashierTicket;
  return ticket.expiresAt > Date.now() ? ticket : null;
}

import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";
import type { PathType, UploadTicket } from "../../contract/upload";

/** A ticket is good for 10 minutes after it is issued. */
export const TICKET_TTL_MS = 10 * 60_000;

/** What a ticket lets its holder post: a file of one of the upload host's types, or a CV's attachment (its own route). */
export type TicketScope = PathType | "cv-attachment";

function mac(appSecret: string, userId: number, pathType: string, timestamp: number, chk: string) {
  const key = Buffer.from(hkdfSync("sha256", appSecret, "xuexi-portal", "upload-ticket", 32));
  return createHmac("sha256", key).update(`${userId}\n${pathType}\n${timestamp}\n${chk}`).digest("hex");
}

/** Lets this user post one file of this type to /upload: {timestamp, chk, sign}, HMAC under the app secret. */
export function issueTicket(appSecret: string, userId: number, pathType: TicketScope, now = Date.now()): UploadTicket {
  const chk = randomBytes(18).toString("base64url");
  return { timestamp: now, chk, sign: mac(appSecret, userId, pathType, now, chk) };
}

/** True when the ticket was issued to this user for this type and has not expired (single use is checked apart). */
export function ticketValid(appSecret: string, userId: number, pathType: TicketScope, ticket: UploadTicket, now = Date.now()) {
  const age = now - ticket.timestamp;
  if (age < 0 || age > TICKET_TTL_MS) return false;
  const expected = Buffer.from(mac(appSecret, userId, pathType, ticket.timestamp, ticket.chk), "hex");
  const given = Buffer.from(ticket.sign, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

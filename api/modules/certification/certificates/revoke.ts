import type { Conn } from "@/db/client";
import { forgetStatusLists } from "./credentials/status-lists";
import { revokeOfRegistration } from "./queries";

/**
 * Revokes the certificate issued for a registration (a voided attempt), once, in the caller's transaction: the
 * verification page and the status list read revokedAt from then on. Answers the certificate, or undefined when there
 * was none to revoke. The caller tells the holder.
 */
export function revokeRegistrationCertificate(tx: Conn, registrationId: number, reason: string) {
  forgetStatusLists();
  return revokeOfRegistration(tx, registrationId, reason);
}

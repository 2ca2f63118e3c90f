import { createHmac, timingSafeEqual } from "node:crypto";
import { HANDOFF_STAMP, HANDOFF_WINDOW_S, PARTNER_MSG } from "@/api/contract/partner-login";
import type { Conn, Tx } from "@/db/client";
import type { oauthPartners } from "@/db/schema/partner-login/oauth";
import { fail } from "../../protocol/errors";
import { openSecret, sealSecret } from "../../protocol/secret-box";
import { enabledPartners, insertHandoff } from "./queries";

export { handoffUsed } from "./queries";

type Partner = typeof oauthPartners.$inferSelect;

/** A hand-off's sign as the partner computes it: hex HMAC-SHA256 of the whole stamp (seconds.nonce) under its secret. */
/** A partner's secret as it is kept (sealed under APP_SECRET, read back by the check below). */
export const sealPartnerSecret = (appSecret: string, secret: string) => sealSecret(appSecret, secret, "oauth-partner-secret");

export function signHandoff(secret: string, stamp: string) {
  return createHmac("sha256", secret).update(stamp).digest("hex");
}

const stampSeconds = (stamp: string) => Number(HANDOFF_STAMP.exec(stamp)?.[1] ?? Number.NaN);

function sameSign(a: string, b: string) {
  const x = Buffer.from(a, "hex");
  const y = Buffer.from(b, "hex");
  return x.length === 32 && x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The partner whose secret signed this stamp. The spec's call names no partner, so every enabled partner's secret is
 * tried (a handful, compared in constant time). A stale stamp is refused before any secret is read.
 */
export async function findHandoffPartner(db: Conn, appSecret: string, stamp: string, sign: string, now = Date.now()) {
  if (Math.abs(now / 1000 - stampSeconds(stamp)) > HANDOFF_WINDOW_S) fail(PARTNER_MSG.handoffExpired);
  const partners = await enabledPartners(db);
  const partner = partners.find((p) => {
    const secret = openSecret(appSecret, p.secretSealed, "oauth-partner-secret");
    return secret !== null && sameSign(signHandoff(secret, stamp), sign);
  });
  if (!partner) fail(PARTNER_MSG.handoffBad);
  return partner;
}

/** Spends the hand-off in the sign-in's transaction: the unique (partner, sign) refuses a replay, even a concurrent one. */
export async function spendHandoff(tx: Tx, partner: Partner, stamp: string, sign: string, userId: number) {
  const spent = await insertHandoff(tx, { partnerId: partner.id, stamp: stampSeconds(stamp), sign, userId });
  if (!spent) fail(PARTNER_MSG.handoffUsed);
}

import { createHash } from "node:crypto";
import { PARTNER_MSG } from "@/api/contract/partner-login";
import type { Conn, Tx } from "@/db/client";
import type { resellerAuthCodes } from "@/db/schema/partner-login/resellers";
import { fail } from "../../protocol/errors";
import { findAuthCodeByHash, insertReseller, isReseller, takeAuthCodeUse } from "./queries";

export { isReseller };

type AuthCode = typeof resellerAuthCodes.$inferSelect;

/** Codes are kept as sha256 hex, like passwords that need no salt: they are long and random (0037). */
export function hashAuthCode(code: string) {
  return createHash("sha256").update(code.trim().toUpperCase()).digest("hex");
}

/** The code's row when someone may still sign in with it; a clear refusal otherwise. Read before the SMS code is spent. */
export async function usableAuthCode(db: Conn, code: string): Promise<AuthCode> {
  const row = await findAuthCodeByHash(db, hashAuthCode(code));
  if (!row?.enabled) fail(PARTNER_MSG.authBad);
  if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) fail(PARTNER_MSG.authExpired);
  if (row.maxUses > 0 && row.uses >= row.maxUses) fail(PARTNER_MSG.authUsedUp);
  return row;
}

/**
 * Makes the person a reseller through this code, in the sign-in's transaction. A person already a reseller keeps the
 * code they came with and spends no use; a new one takes a use only while uses remain (one conditional update, so two
 * people at once cannot pass the limit).
 */
export async function becomeReseller(tx: Tx, userId: number, code: AuthCode) {
  if (await isReseller(tx, userId)) return;
  const taken = await takeAuthCodeUse(tx, code.id);
  if (!taken) fail(PARTNER_MSG.authUsedUp);
  await insertReseller(tx, userId, code.id);
}

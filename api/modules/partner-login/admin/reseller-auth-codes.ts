import { randomBytes } from "node:crypto";
import { search } from "@/api/admin/filters";
import { defineResource } from "@/api/admin/resource";
import { type IssuedAuthCode, type ResellerAuthCodeRow, ResellerAuthCodeSchema } from "@/api/contract/partner-login-admin";
import { resellerLoginLink } from "@/api/contract/reseller";
import { resellerAuthCodes } from "@/db/schema/partner-login/resellers";
import { hashAuthCode } from "../reseller-auth";
import { issueOnceRoute } from "./issue-once";

const RESOURCE = "reseller-auth-codes";
type AuthCode = typeof resellerAuthCodes.$inferSelect;

/** Never the code's hash: its last four characters ('' until a code is issued) tell codes apart. */
function serialize(a: AuthCode) {
  return {
    id: a.id,
    resellerName: a.resellerName,
    codeHint: a.codeHint,
    maxUses: a.maxUses,
    uses: a.uses,
    enabled: a.enabled,
    expiresAt: a.expiresAt,
    createdAt: a.createdAt,
  };
}

/** A code nobody knows, until an operator issues one: the row needs a hash, and this one matches no typed code. */
const unissued = () => hashAuthCode(`unissued-${randomBytes(24).toString("hex")}`);

/** RS-XXXX-XXXX-XXXX from an alphabet without look-alikes (0/O, 1/I), easy to read out on the phone. */
function newCode() {
  const alphabet = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
  const chars = [...randomBytes(12)].map((b) => alphabet[b % alphabet.length]).join("");
  return `RS-${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

/** 代理商授权码: who may sign in as a reseller (common/resellerlogin), how many people, until when (0037). */
export const resellerAuthCodesResource = defineResource<ResellerAuthCodeRow>()({
  name: RESOURCE,
  table: resellerAuthCodes,
  sortable: { createdAt: resellerAuthCodes.createdAt, uses: resellerAuthCodes.uses },
  filters: { q: search(resellerAuthCodes.resellerName) },
  serialize,
  create: {
    schema: ResellerAuthCodeSchema,
    values: (input, { admin }) => ({ ...input, codeHash: unissued(), codeHint: "", createdBy: admin.id }),
  },
  update: { schema: ResellerAuthCodeSchema, values: (input) => input },
});

/**
 * `POST /admin/api/reseller-auth-codes/:id/code`: a new code and its login link, answered this once; the old code
 * stops working at once, and people who signed in with it stay resellers.
 */
export const resellerAuthCodeRoutes = issueOnceRoute({
  resource: RESOURCE,
  table: resellerAuthCodes,
  step: "code",
  make: () => {
    const code = newCode();
    const answer: IssuedAuthCode = { code, link: resellerLoginLink(code) };
    return { set: { codeHash: hashAuthCode(code), codeHint: code.slice(-4) }, answer };
  },
  serialize,
});

import { randomBytes } from "node:crypto";
import { search } from "@/api/admin/filters";
import { defineResource, type WriteContext } from "@/api/admin/resource";
import { type IssuedSecret, type OauthPartnerRow, OauthPartnerSchema, PARTNER_ADMIN_MSG } from "@/api/contract/partner-login-admin";
import { allowedRedirect } from "@/api/contract/redirect";
import { httpError } from "@/api/protocol/errors";
import { oauthPartners } from "@/db/schema/partner-login/oauth";
import { sealPartnerSecret } from "../handoff";
import { issueOnceRoute } from "./issue-once";

const RESOURCE = "oauth-partners";
type Partner = typeof oauthPartners.$inferSelect;

/** Never the secret, sealed or not: only whether one was issued, and when. */
function serialize(p: Partner) {
  return {
    id: p.id,
    name: p.name,
    redirectUrl: p.redirectUrl,
    enabled: p.enabled,
    hasSecret: p.secretSealed !== "",
    secretIssuedAt: p.secretIssuedAt,
    createdAt: p.createdAt,
  };
}

/** The partner's redirect, checked against the allowed-site list as every use checks it (partner-sign-in.ts). */
function checkedRedirect<I extends { redirectUrl: string }>(input: I, { env }: WriteContext) {
  if (allowedRedirect(input.redirectUrl, env.publicUrl ?? "https://portal.invalid", env.redirectOrigins) === null) {
    throw httpError(400, PARTNER_ADMIN_MSG.redirectSite, "redirectUrl");
  }
  return input;
}

/** 合作方登录: who may hand people over with common/oauthlogin and where they land (docs/decisions/0037). */
export const oauthPartnersResource = defineResource<OauthPartnerRow>()({
  name: RESOURCE,
  table: oauthPartners,
  sortable: { createdAt: oauthPartners.createdAt, name: oauthPartners.name },
  filters: { q: search(oauthPartners.name) },
  serialize,
  create: { schema: OauthPartnerSchema, values: checkedRedirect },
  update: { schema: OauthPartnerSchema, values: checkedRedirect },
  remove: {},
});

/**
 * `POST /admin/api/oauth-partners/:id/secret`: a new secret, answered this once (the old one stops working at once);
 * the audit log records that it changed, never the secret.
 */
export const oauthPartnerRoutes = issueOnceRoute({
  resource: RESOURCE,
  table: oauthPartners,
  step: "secret",
  make: (deps) => {
    const secret = randomBytes(32).toString("base64url");
    const answer: IssuedSecret = { secret };
    return { set: { secretSealed: sealPartnerSecret(deps.env.appSecret, secret), secretIssuedAt: new Date() }, answer };
  },
  serialize,
});

import { Hono } from "hono";
import * as v from "valibot";
import { CertificateCredentialQuerySchema } from "@/api/contract/certificate";
import { CREDENTIAL_MEDIA_TYPE } from "@/api/contract/credential";
import type { Deps } from "@/api/deps";
import { clientIp } from "@/api/protocol/client-ip";
import { httpError } from "@/api/protocol/errors";
import { didDocumentOf } from "./did-document";
import { certificateCredentialJwt } from "./service";
import { statusListJwt } from "./status-lists";

/** How long a verifier may keep the revocation list: with the server reading it fresh, a revoke shows within a minute. */
const STATUS_LIST_MAX_AGE = 30;

/** GET /.well-known/did.json: the issuer's DID document (did:web), its public keys as JWK. */
export function didRoutes(deps: Deps) {
  return new Hono().get("/did.json", async (c) => {
    const doc = await didDocumentOf(deps.db, deps.env.issuerPrivateKey, c.var.site.origin);
    return c.body(JSON.stringify(doc), 200, {
      "Content-Type": "application/did+json",
      "Cache-Control": "public, max-age=300",
      // did:web is resolved from any verifier's page, not only ours.
      "Access-Control-Allow-Origin": "*",
    });
  });
}

/** GET /credentials/status/{list}: a signed Bitstring Status List credential of revocations. */
export function statusListRoutes(deps: Deps) {
  return new Hono().get("/status/:list{[0-9]{1,9}}", async (c) => {
    const jwt = await statusListJwt(deps, c.var.site.origin, Number(c.req.param("list")));
    if (!jwt) throw httpError(404, "状态列表不存在");
    return c.body(jwt, 200, {
      "Content-Type": CREDENTIAL_MEDIA_TYPE,
      "Cache-Control": `public, max-age=${STATUS_LIST_MAX_AGE}`,
      "Access-Control-Allow-Origin": "*",
    });
  });
}

/** GET /certificate/credential?number=&code=: the certificate's VC-JWT, saved by the holder as CERT….jwt. */
export function credentialDownloadRoutes(deps: Deps) {
  return new Hono().get("/", async (c) => {
    const parsed = v.safeParse(CertificateCredentialQuerySchema, { number: c.req.query("number"), code: c.req.query("code") });
    if (!parsed.success) throw httpError(400, parsed.issues[0].message);
    const ip = clientIp(c, deps.env.trustedProxies);
    const { number, jwt } = await certificateCredentialJwt(deps, ip, c.var.site.origin, parsed.output);
    return c.body(jwt, 200, {
      "Content-Type": CREDENTIAL_MEDIA_TYPE,
      "Content-Disposition": `attachment; filename="${number}.jwt"`,
      "Cache-Control": "no-store",
    });
  });
}

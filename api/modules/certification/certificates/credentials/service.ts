import { CERT_MSG, type CertificateCredentialQuery } from "@/api/contract/certificate";
import {
  buildCertificateCredential,
  buildStatusListCredential,
  encodeStatusList,
  identityHashOf,
  STATUS_LIST_BITS,
} from "@/api/contract/credential";
import type { Deps } from "@/api/deps";
import { recipientOf } from "@/api/modules/account/people";
import { httpError } from "@/api/protocol/errors";
import { countLookup } from "../service";
import { signAsIssuer } from "./issuer";
import { credentialSourceOf, highestStatusIndex, revokedIndexesIn } from "./queries";

/**
 * GET /certificate/credential: the certificate's Open Badges 3.0 credential signed as a VC-JWT, for whoever holds its
 * number and code (the holder's download buttons). Counted against the same allowance as the public query, and a
 * wrong pair answers the query's own message, never which half was wrong.
 */
export async function certificateCredentialJwt(deps: Deps, ip: string, origin: string, q: CertificateCredentialQuery) {
  if (!(await countLookup(deps.db, ip))) throw httpError(429, CERT_MSG.tooMany);
  const found = await credentialSourceOf(deps.db, q.number);
  if (!found || found.certificate.code !== q.code) throw httpError(404, CERT_MSG.notFound);
  const { certificate: c } = found;
  const holder = await recipientOf(deps.db, c.userId);
  const credential = buildCertificateCredential({
    origin,
    number: c.number,
    code: c.code,
    examId: c.examId,
    examName: c.examName,
    passScore: found.passScore,
    totalScore: found.totalScore,
    score: c.score,
    holderName: c.holderName,
    mobileHash: await identityHashOf(holder?.mobile ?? "", c.identitySalt),
    salt: c.identitySalt,
    issuedAt: c.issuedAt,
    expiresAt: c.expiresAt,
    statusIndex: c.statusIndex,
  });
  return { number: c.number, jwt: await signAsIssuer(deps.db, deps.env.issuerPrivateKey, origin, credential) };
}

/**
 * GET /credentials/status/{list}: revocation list `list` read from the database and signed on each request, so a
 * revoke (or a voided attempt) shows at once, behind at most the answer's short cache. Null past the lists in use.
 */
export async function statusListJwt(deps: Deps, origin: string, list: number) {
  const top = await highestStatusIndex(deps.db);
  const lists = top === null ? 1 : Math.floor(top / STATUS_LIST_BITS) + 1;
  if (!Number.isSafeInteger(list) || list < 1 || list > lists) return null;
  const from = (list - 1) * STATUS_LIST_BITS;
  const revoked = await revokedIndexesIn(deps.db, from, from + STATUS_LIST_BITS);
  const encoded = await encodeStatusList(revoked.map((i) => i - from));
  return signAsIssuer(deps.db, deps.env.issuerPrivateKey, origin, buildStatusListCredential(origin, list, encoded, new Date()));
}

import { CERT_MSG, type CertificateCredentialQuery } from "@/api/contract/certificate";
import { buildCertificateCredential, type CredentialAchievement, identityHashOf } from "@/api/contract/credential";
import type { Deps } from "@/api/deps";
import { recipientOf } from "@/api/modules/account/people";
import { httpError } from "@/api/protocol/errors";
import { countLookup } from "../service";
import { signAsIssuer } from "./issuer";
import { credentialSourceOf } from "./queries";

type Source = NonNullable<Awaited<ReturnType<typeof credentialSourceOf>>>;

/** What the certificate attests: its exam passed with the score, or its course finished with the final quiz's score. */
function achievementOf({ certificate: c, exam }: Source): CredentialAchievement {
  if (c.examId !== null && exam && c.score !== null) return { kind: "exam", examId: c.examId, ...exam, score: c.score };
  const { score, quizPassScore: passScore, quizZongFen: totalScore } = c;
  const finalQuiz = score !== null && passScore !== null && totalScore !== null ? { passScore, totalScore, score } : null;
  return { kind: "course", coursePath: c.coursePath ?? "", finalQuiz };
}

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
    examName: c.examName,
    achievement: achievementOf(found),
    holderName: c.holderName,
    mobileHash: await identityHashOf(holder?.mobile ?? "", c.identitySalt),
    salt: c.identitySalt,
    issuedAt: c.issuedAt,
    expiresAt: c.expiresAt,
    statusIndex: c.statusIndex,
  });
  return { number: c.number, jwt: await signAsIssuer(deps.db, deps.env.issuerPrivateKey, origin, credential) };
}

import { compactVerify, decodeJwt, decodeProtectedHeader, importJWK, type JWK } from "jose";
import { CERT_STATUS_TEXT, type CertificateKind, type CertificateStatus } from "./certificate";
import { CREDENTIAL_JOSE_HEADER, decodeStatusList, isBitSet, MOBILE_IDENTITY_TYPE } from "./credential";

/**
 * Checks a certificate's VC-JWT with the issuer's public keys alone (docs/decisions/0053): the verify page runs this in
 * the browser, offline once it holds the DID document; the tests run it with no database.
 */

export type DidDocument = {
  "@context": string[];
  id: string;
  verificationMethod: { id: string; type: "JsonWebKey"; controller: string; publicKeyJwk: JWK }[];
  assertionMethod: string[];
};

/** Why a credential is not one of ours in good standing, as the page says it. */
const CREDENTIAL_FAIL = {
  malformed: "无法识别：这不是一份完整的电子证书（格式错误或内容不全）",
  signature: "签名无效：证书内容被改动过，或签名与本站的公钥不符",
  notOurs: "不是本站签发的证书：签发方或签名密钥不属于本站",
} as const;
type CredentialFailure = keyof typeof CREDENTIAL_FAIL;

/** What the credential states, for the page to show. Dates are Beijing 'YYYY-MM-DD'; validUntil '' never lapses. */
export type CredentialFacts = {
  number: string;
  issuerName: string;
  holderName: string;
  achievement: string;
  /** A course's 结业证书 (achievementType CertificateOfCompletion) or an exam's certificate. */
  kind: CertificateKind;
  score: string;
  validFrom: string;
  validUntil: string;
  /** The salted hash of the holder's mobile, for checking a number someone gives. */
  mobile: { hash: string; salt: string } | null;
};

/** The revocation list as fetched (or cached): its VC-JWT and when it was fetched; `live` false for a cached copy. */
export type StatusSource = { jwt: string; fetchedAt: number; live: boolean };

export type Verdict =
  | { ok: false; failure: CredentialFailure; message: string }
  | {
      ok: true;
      facts: CredentialFacts;
      status: CertificateStatus;
      statusText: string;
      /** Whether the revocation list was read; with `statusSource` its fetch time when it was a cached copy. */
      revocationChecked: boolean;
    };

class Refusal extends Error {
  constructor(readonly failure: CredentialFailure) {
    super(failure);
  }
}
const refuse = (failure: CredentialFailure): never => {
  throw new Refusal(failure);
};

const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
const asArray = (v: unknown) => (Array.isArray(v) ? v : [v]);
const day = (iso: unknown) => (typeof iso === "string" && /^\d{4}-\d{2}-\d{2}T/.test(iso) ? iso.slice(0, 10) : "");

/** The JSON a compact JWS carries, once its kid names one of the DID document's assertion keys and its signature holds. */
async function verifiedPayload(jwt: string, did: DidDocument): Promise<Json> {
  if (!COMPACT_JWS.test(jwt)) refuse("malformed");
  let header: ReturnType<typeof decodeProtectedHeader>;
  try {
    header = decodeProtectedHeader(jwt);
  } catch {
    return refuse("malformed");
  }
  if (header.alg !== CREDENTIAL_JOSE_HEADER.alg || header.typ !== CREDENTIAL_JOSE_HEADER.typ) refuse("malformed");
  const kid = typeof header.kid === "string" ? header.kid : "";
  const method = did.verificationMethod.find((m) => m.id === kid);
  if (!kid.startsWith(`${did.id}#`) || !method || !did.assertionMethod.includes(kid)) refuse("notOurs");
  let payload: Uint8Array;
  try {
    payload = (await compactVerify(jwt, await importJWK(method!.publicKeyJwk, "EdDSA"))).payload;
  } catch {
    return refuse("signature");
  }
  try {
    const json: unknown = JSON.parse(new TextDecoder().decode(payload));
    return isObject(json) ? json : refuse("malformed");
  } catch {
    return refuse("malformed");
  }
}

const issuerIdOf = (vc: Json) => (isObject(vc.issuer) ? vc.issuer.id : vc.issuer);

function factsOf(vc: Json): CredentialFacts {
  const subject = vc.credentialSubject;
  const typed = asArray(vc.type).includes("OpenBadgeCredential") && issuerIdOf(vc) !== undefined;
  if (!typed || !isObject(subject) || !isObject(subject.achievement)) refuse("malformed");
  const s = subject as Json;
  const identifiers = asArray(s.identifier).filter(isObject);
  const name = identifiers.find((i) => i.identityType === "name" && i.hashed === false);
  const mobile = identifiers.find((i) => i.identityType === MOBILE_IDENTITY_TYPE && i.hashed === true);
  const result = asArray(s.result).find(isObject);
  const validFrom = day(vc.validFrom);
  if (!validFrom) refuse("malformed");
  return {
    number: String(s.licenseNumber ?? ""),
    issuerName: String((isObject(vc.issuer) && vc.issuer.name) || ""),
    holderName: String(name?.identityHash ?? ""),
    achievement: String((s.achievement as Json).name ?? ""),
    kind: (s.achievement as Json).achievementType === "CertificateOfCompletion" ? "course" : "exam",
    score: String(result?.value ?? ""),
    validFrom,
    validUntil: day(vc.validUntil),
    mobile: mobile ? { hash: String(mobile.identityHash), salt: String(mobile.salt ?? "") } : null,
  };
}

/** Whether the credential's bit is on in the signed list; throws when the list is not our valid list for that entry. */
async function revokedIn(entry: Json, source: StatusSource, did: DidDocument) {
  const list = await verifiedPayload(source.jwt, did);
  const subject = list.credentialSubject;
  if (
    list.id !== entry.statusListCredential ||
    issuerIdOf(list) !== did.id ||
    !asArray(list.type).includes("BitstringStatusListCredential") ||
    !isObject(subject) ||
    subject.statusPurpose !== entry.statusPurpose ||
    typeof subject.encodedList !== "string"
  )
    throw new Error("not the credential's status list");
  const bits = await decodeStatusList(subject.encodedList);
  const index = Number(entry.statusListIndex);
  if (!Number.isInteger(index) || index < 0 || index >= bits.length * 8) throw new Error("status index out of range");
  return isBitSet(bits, index);
}

/** The credential's revocation entry (a Bitstring Status List entry for revocation), or null when it has none. */
export function revocationEntryOf(jwt: string): { statusListCredential: string } | null {
  try {
    const entry = decodeJwt(jwt.trim()).credentialStatus;
    return isObject(entry) && entry.type === "BitstringStatusListEntry" && typeof entry.statusListCredential === "string"
      ? { statusListCredential: entry.statusListCredential }
      : null;
  } catch {
    return null;
  }
}

/**
 * Verifies a certificate credential: its signature by a key of our DID document, our issuer, its dates, and (given the
 * revocation list) its bit. Revoked outranks expired, as on the certificate pages.
 */
export async function verifyCertificateCredential(
  jwt: string,
  did: DidDocument,
  statusSource: StatusSource | null,
  now = new Date(),
): Promise<Verdict> {
  try {
    const vc = await verifiedPayload(jwt.trim(), did);
    const facts = factsOf(vc);
    if (issuerIdOf(vc) !== did.id) refuse("notOurs");
    const entry = isObject(vc.credentialStatus) ? vc.credentialStatus : null;
    let revoked = false;
    let revocationChecked = false;
    if (entry && statusSource) {
      try {
        revoked = await revokedIn(entry, statusSource, did);
        revocationChecked = true;
      } catch {
        revocationChecked = false;
      }
    }
    const lapsed = typeof vc.validUntil === "string" && new Date(vc.validUntil).getTime() <= now.getTime();
    const status: CertificateStatus = revoked ? "revoked" : lapsed ? "expired" : "valid";
    return { ok: true, facts, status, statusText: CERT_STATUS_TEXT[status], revocationChecked };
  } catch (err) {
    if (err instanceof Refusal) return { ok: false, failure: err.failure, message: CREDENTIAL_FAIL[err.failure] };
    throw err;
  }
}

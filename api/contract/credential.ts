import { base64url } from "jose";
import * as v from "valibot";
import { beijingTime } from "./beijing-time";
import { certificateVerifyPath } from "./certificate";
import { isMainlandMobile, MobileSchema, MSG } from "./mobile";

/**
 * A certificate as a W3C Verifiable Credential in the Open Badges 3.0 data model, and the revocation list it points to
 * (docs/decisions/0053-verifiable-certificates.md). Built here, where the server (which signs) and the verify page
 * (which checks, in the browser) read the same shapes.
 */

const VC_CONTEXT = "https://www.w3.org/ns/credentials/v2";
const OB_CONTEXT = "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json";
/** The issuer Profile's name. */
const ISSUER_NAME = "学习认证中心";
/** VC-JOSE-COSE: the media type of a credential secured as a JWT, and its JOSE header's typ and cty. */
export const CREDENTIAL_MEDIA_TYPE = "application/vc+jwt";
export const CREDENTIAL_JOSE_HEADER = { alg: "EdDSA", typ: "vc+jwt", cty: "vc" } as const;
export const DID_DOCUMENT_PATH = "/.well-known/did.json";
/** Entries in one status list: 131,072 bits, the 16 KB minimum of Bitstring Status List (herd privacy). */
export const STATUS_LIST_BITS = 131_072;

const statusListPath = (list: number) => `/credentials/status/${list}`;

/** did:web of the site's origin: its host, with a port's ':' percent-encoded as did:web requires. */
export function didWebOf(origin: string) {
  return `did:web:${encodeURIComponent(new URL(origin).host)}`;
}

/** A moment as ISO 8601 in Beijing time: 2026-03-01T10:30:00+08:00. */
const beijingIso = (d: Date) => `${beijingTime(d).replace(" ", "T")}+08:00`;

/** OB 3.0 IdentityHash: 'sha256$' + the hex SHA-256 of the identifier followed by its salt (UTF-8). */
export async function identityHashOf(identifier: string, salt: string) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(identifier + salt));
  return `sha256$${Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("")}`;
}

/** What the verify page checks: a pasted or uploaded credential (a compact JWS is a few KB). */
export const PastedCredentialSchema = v.object({
  credential: v.pipe(v.string(), v.trim(), v.nonEmpty("请粘贴电子证书内容，或上传证书文件"), v.maxLength(20_000, "电子证书内容过长")),
});

/** 核对持证人手机号 on the verify page: the number someone gives, checked against the credential's salted hash. */
export const HolderMobileSchema = v.object({
  mobile: v.pipe(MobileSchema, v.check(isMainlandMobile, MSG.mobileInvalid)),
});

/** The holder's mobile as it is hashed (11 digits, no area code), an OB 3.0 extension identifier type. */
export const MOBILE_IDENTITY_TYPE = "ext:mobilePhone";

type IdentityObject = { type: "IdentityObject"; identityType: string; hashed: boolean; identityHash: string; salt?: string };
type Profile = { id: string; type: ["Profile"]; name: string; url: string };
type StatusEntry = {
  id: string;
  type: "BitstringStatusListEntry";
  statusPurpose: "revocation";
  statusListIndex: string;
  statusListCredential: string;
};

export type CertificateCredential = {
  "@context": [typeof VC_CONTEXT, typeof OB_CONTEXT];
  id: string;
  type: ["VerifiableCredential", "OpenBadgeCredential"];
  name: string;
  issuer: Profile;
  validFrom: string;
  validUntil?: string;
  credentialSubject: {
    type: ["AchievementSubject"];
    /** The certificate number. */
    licenseNumber: string;
    identifier: IdentityObject[];
    achievement: {
      id: string;
      type: ["Achievement"];
      achievementType: "Certification" | "CertificateOfCompletion";
      name: string;
      description: string;
      criteria: { narrative: string };
      resultDescription?: {
        id: string;
        type: ["ResultDescription"];
        name: string;
        resultType: "RawScore";
        valueMin: string;
        valueMax: string;
        requiredValue: string;
      }[];
    };
    result?: { type: ["Result"]; resultDescription: string; value: string }[];
  };
  credentialStatus: StatusEntry;
};

/** A score against its pass mark and full marks. */
type Scored = { passScore: number; totalScore: number; score: number };
export type CredentialAchievement =
  | ({ kind: "exam"; examId: number } & Scored)
  /** `coursePath`: the course's page ('/MoocTraining/Detail/…'), as the certificate kept it at issue. */
  | { kind: "course"; coursePath: string; finalQuiz: Scored | null };

export type CertificateCredentialInput = {
  /** The site's public origin: every URL of the credential, and the issuer's did:web, come from it. */
  origin: string;
  number: string;
  code: string;
  /** The exam's or course's name at issue (what the certificate states). */
  examName: string;
  /** What was achieved: an exam passed, or a course finished (its final quiz's score when it had one). */
  achievement: CredentialAchievement;
  holderName: string;
  mobileHash: string;
  salt: string;
  issuedAt: Date;
  expiresAt: Date | null;
  statusIndex: number;
};

/** The Bitstring Status List entry of the certificate with this index: which list, and which bit in it. */
function statusEntryOf(origin: string, statusIndex: number): StatusEntry {
  const url = origin + statusListPath(Math.floor(statusIndex / STATUS_LIST_BITS) + 1);
  const bit = statusIndex % STATUS_LIST_BITS;
  return {
    id: `${url}#${bit}`,
    type: "BitstringStatusListEntry",
    statusPurpose: "revocation",
    statusListIndex: String(bit),
    statusListCredential: url,
  };
}

/** The issuer as every credential names it. */
const issuerProfileOf = (origin: string): Profile => ({ id: didWebOf(origin), type: ["Profile"], name: ISSUER_NAME, url: origin });

type Achievement = CertificateCredential["credentialSubject"]["achievement"];

/** The score as OB 3.0 states it: the ResultDescription on the achievement, the Result on the subject. */
function scoredParts(id: string, name: string, s: Scored) {
  const scoreId = `${id}#score`;
  return {
    resultDescription: [
      {
        id: scoreId,
        type: ["ResultDescription"] as ["ResultDescription"],
        name,
        resultType: "RawScore" as const,
        valueMin: "0",
        valueMax: String(s.totalScore),
        requiredValue: String(s.passScore),
      },
    ],
    result: [{ type: ["Result"] as ["Result"], resultDescription: scoreId, value: String(s.score) }],
  };
}

/** An exam passed (Certification) or a course finished (CertificateOfCompletion), named as the certificate is. */
function achievementOf(c: CertificateCredentialInput): { achievement: Achievement; result?: ReturnType<typeof scoredParts>["result"] } {
  const a = c.achievement;
  if (a.kind === "exam") {
    const id = `${c.origin}/certification/exam?examId=${a.examId}`;
    const { resultDescription, result } = scoredParts(id, "考试成绩", a);
    const achievement: Achievement = {
      id,
      type: ["Achievement"],
      achievementType: "Certification",
      name: c.examName,
      description: `${ISSUER_NAME}「${c.examName}」认证考试合格证书。`,
      criteria: { narrative: `参加「${c.examName}」考试，成绩达到 ${a.passScore} 分（满分 ${a.totalScore} 分）。` },
      resultDescription,
    };
    return { achievement, result };
  }
  const id = c.origin + a.coursePath;
  const scored = a.finalQuiz ? scoredParts(id, "结业测验成绩", a.finalQuiz) : undefined;
  const quizRule = a.finalQuiz ? `，并通过结业测验（${a.finalQuiz.passScore} 分及格，满分 ${a.finalQuiz.totalScore} 分）` : "";
  const achievement: Achievement = {
    id,
    type: ["Achievement"],
    achievementType: "CertificateOfCompletion",
    name: c.examName,
    description: `${ISSUER_NAME}「${c.examName}」课程结业证书。`,
    criteria: { narrative: `学完「${c.examName}」的全部课时${quizRule}。` },
    ...(scored ? { resultDescription: scored.resultDescription } : {}),
  };
  return { achievement, ...(scored ? { result: scored.result } : {}) };
}

/**
 * The unsigned credential of one certificate. Its id is the certificate's public verification page; the holder is
 * named and identified by a salted hash of the mobile, never the ID number; the score, when there is one, is the result.
 */
export function buildCertificateCredential(c: CertificateCredentialInput): CertificateCredential {
  const { achievement, result } = achievementOf(c);
  return {
    "@context": [VC_CONTEXT, OB_CONTEXT],
    id: c.origin + certificateVerifyPath(c.number, c.code, "link"),
    type: ["VerifiableCredential", "OpenBadgeCredential"],
    name: `${c.examName} ${c.achievement.kind === "exam" ? "证书" : "结业证书"}`,
    issuer: issuerProfileOf(c.origin),
    validFrom: beijingIso(c.issuedAt),
    ...(c.expiresAt ? { validUntil: beijingIso(c.expiresAt) } : {}),
    credentialSubject: {
      type: ["AchievementSubject"],
      licenseNumber: c.number,
      identifier: [
        // OB 3.0 names the recipient with an identifier of type 'name' (AchievementSubject has no name of its own).
        { type: "IdentityObject", identityType: "name", hashed: false, identityHash: c.holderName },
        { type: "IdentityObject", identityType: MOBILE_IDENTITY_TYPE, hashed: true, identityHash: c.mobileHash, salt: c.salt },
      ],
      achievement,
      ...(result ? { result } : {}),
    },
    credentialStatus: statusEntryOf(c.origin, c.statusIndex),
  };
}

export type StatusListCredential = {
  "@context": [typeof VC_CONTEXT];
  id: string;
  type: ["VerifiableCredential", "BitstringStatusListCredential"];
  issuer: Profile;
  validFrom: string;
  credentialSubject: { id: string; type: "BitstringStatusList"; statusPurpose: "revocation"; encodedList: string };
};

/** The unsigned revocation list `list` (1-based) with its encoded bits, valid from `now`. */
export function buildStatusListCredential(origin: string, list: number, encodedList: string, now: Date): StatusListCredential {
  const id = origin + statusListPath(list);
  return {
    "@context": [VC_CONTEXT],
    id,
    type: ["VerifiableCredential", "BitstringStatusListCredential"],
    issuer: issuerProfileOf(origin),
    validFrom: beijingIso(now),
    credentialSubject: { id: `${id}#list`, type: "BitstringStatusList", statusPurpose: "revocation", encodedList },
  };
}

async function through(bytes: Uint8Array, stream: CompressionStream | DecompressionStream) {
  return new Uint8Array(await new Response(new Blob([bytes as BlobPart]).stream().pipeThrough(stream)).arrayBuffer());
}

/**
 * A status list's encodedList: the bitstring (bit 0 the first byte's highest bit) GZIP-compressed, base64url without
 * padding, with the multibase prefix 'u'. `set` are the bits that are on (indexes within this list).
 */
export async function encodeStatusList(set: Iterable<number>) {
  const bits = new Uint8Array(STATUS_LIST_BITS / 8);
  for (const i of set) bits[i >> 3]! |= 0x80 >> (i & 7);
  return `u${base64url.encode(await through(bits, new CompressionStream("gzip")))}`;
}

/** The bitstring of an encodedList; throws when it is not one. */
export async function decodeStatusList(encoded: string) {
  if (!encoded.startsWith("u")) throw new Error("encodedList must be multibase base64url");
  return through(base64url.decode(encoded.slice(1)), new DecompressionStream("gzip"));
}

export const isBitSet = (bits: Uint8Array, index: number) => ((bits[index >> 3] ?? 0) & (0x80 >> (index & 7))) !== 0;

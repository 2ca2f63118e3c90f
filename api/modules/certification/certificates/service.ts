import { beijingTime } from "@/api/contract/beijing-time";
import {
  CERT_KIND_TEXT,
  CERT_MSG,
  CERT_QUERY_TYPE,
  CERT_STATUS_TEXT,
  type CertificateKind,
  type CertificateQuery,
  type CertificateStatus,
  certificatePrintPath,
  certificateVerifyPath,
  type PrintableCertificate,
  type PublicCertificate,
} from "@/api/contract/certificate";
import { fail } from "@/api/protocol/errors";
import { hit } from "@/api/protocol/rate-limit";
import type { Conn, Db } from "@/db/client";
import { qrSvg } from "./qr";
import { type CertificateRow, findByIdCardAndCode, findByNumber, findByRegistration, logVerification } from "./queries";

/** Lookups one address may make in a window: enough for people, too few to guess 4-character codes. */
const LOOKUPS_PER_WINDOW = 20;
const WINDOW_SECONDS = 600;

/** Counts one public lookup from `ip` (the query, the verification page, a credential download): false past the allowance. */
export async function countLookup(db: Db, ip: string) {
  return (await hit(db, `cert:ip:${ip}`, WINDOW_SECONDS)) <= LOOKUPS_PER_WINDOW;
}

async function limitLookups(db: Db, ip: string) {
  if (!(await countLookup(db, ip))) fail(CERT_MSG.tooMany);
}

const day = (d: Date | null) => (d ? beijingTime(d).slice(0, 10) : "");

export function certificateStatus(row: Pick<CertificateRow, "revokedAt" | "expiresAt">, now = new Date()): CertificateStatus {
  if (row.revokedAt) return "revoked";
  if (row.expiresAt && row.expiresAt <= now) return "expired";
  return "valid";
}

export const certificateKind = (row: Pick<CertificateRow, "courseId">): CertificateKind => (row.courseId === null ? "exam" : "course");

/** What anyone holding the number and code may see: never the ID number. */
function publicCertificate(row: CertificateRow): PublicCertificate {
  const status = certificateStatus(row);
  const kind = certificateKind(row);
  return {
    number: row.number,
    holderName: row.holderName,
    examName: row.examName,
    kind,
    kindText: CERT_KIND_TEXT[kind],
    issuedAt: day(row.issuedAt),
    expiresAt: day(row.expiresAt),
    status,
    statusText: CERT_STATUS_TEXT[status],
  };
}

/**
 * pearson/certificate: type 1 by ID number and code, type 2 by certificate number and code. A miss answers the
 * same message whichever part was wrong, so the query cannot be used to learn whether a number exists.
 */
export async function queryCertificate(db: Db, ip: string, q: CertificateQuery) {
  await limitLookups(db, ip);
  const row =
    q.val === CERT_QUERY_TYPE.idCard
      ? await findByIdCardAndCode(db, q.number, q.code)
      : await findByNumber(db, q.number).then((r) => (r?.code === q.code ? r : undefined));
  if (!row) fail(CERT_MSG.notFound);
  await logVerification(db, row.id, "query", ip);
  return publicCertificate(row);
}

/** certificate/verify: the public verification page reached by the printed QR code or a shared link. */
export async function verifyCertificate(db: Db, ip: string, input: { number: string; code: string; from: "qr" | "link" }) {
  await limitLookups(db, ip);
  const row = await findByNumber(db, input.number);
  if (!row || row.code !== input.code) fail(CERT_MSG.notFound);
  await logVerification(db, row.id, input.from, ip);
  return publicCertificate(row);
}

/** The QR code's target: the verification page on the site the holder is using. */
function verifyUrl(origin: string, row: Pick<CertificateRow, "number" | "code">) {
  return origin + certificateVerifyPath(row.number, row.code, "qr");
}

/** certificate/print: the holder's own certificate, with its code and QR code; anyone else's is as absent as none. */
export async function printableCertificate(db: Db, userId: number, number: string, origin: string): Promise<PrintableCertificate> {
  const row = await findByNumber(db, number);
  if (!row || row.userId !== userId) fail(CERT_MSG.notHolder);
  const url = verifyUrl(origin, row);
  return { ...publicCertificate(row), code: row.code, score: row.score, verifyUrl: url, qrSvg: await qrSvg(url) };
}

/** The certificate of one registration for its holder's pages (my/examinfo): number, code, status and print page. */
export async function registrationCertificate(conn: Conn, registrationId: number) {
  const row = await findByRegistration(conn, registrationId);
  return row ? { ...publicCertificate(row), code: row.code, printUrl: certificatePrintPath(row.number) } : null;
}

import * as v from "valibot";
import { defineCall } from "./call";
import { isIdCard } from "./id-card";
import { intLike } from "./pager";

/** pearson/certificate's val: 1 by ID card number, 2 by certificate number (spec 001 section 3). */
export const CERT_QUERY_TYPE = { idCard: 1, number: 2 } as const;

/** Certificate query code length (spec 001 section 9). */
export const CERT_CODE_LENGTH = 4;

export const CERT_MSG = {
  idCard: "请输入正确的身份证号",
  number: "请输入证书编号",
  code: "请输入4位查询码",
  type: "请选择查询方式",
  /** A miss never tells which part was wrong. */
  notFound: "未查询到证书",
  tooMany: "查询过于频繁，请稍后再试",
  notHolder: "证书不存在",
} as const;

/** The query code: 4 letters or digits, read upper-cased (codes are printed in capitals). */
const CodeSchema = v.pipe(v.string(CERT_MSG.code), v.trim(), v.toUpperCase(), v.regex(/^[A-Z0-9]{4}$/, CERT_MSG.code));

/** A certificate number as typed: capitals, no spaces. */
const NumberSchema = v.pipe(v.optional(v.string(CERT_MSG.number), ""), v.trim(), v.toUpperCase(), v.maxLength(40, CERT_MSG.number));

/**
 * pearson/certificate {val, number, code}: type 1 needs a valid ID card number and a 4-character code, type 2 a
 * non-empty certificate number and a 4-character code (spec 001 section 5).
 */
export const CertificateQuerySchema = v.pipe(
  v.object({
    val: v.pipe(intLike, v.picklist(Object.values(CERT_QUERY_TYPE), CERT_MSG.type)),
    number: NumberSchema,
    code: CodeSchema,
  }),
  v.forward(
    v.check((q) => q.val !== CERT_QUERY_TYPE.idCard || isIdCard(q.number), CERT_MSG.idCard),
    ["number"],
  ),
  v.forward(
    v.check((q) => q.val !== CERT_QUERY_TYPE.number || q.number !== "", CERT_MSG.number),
    ["number"],
  ),
);
export type CertificateQuery = v.InferOutput<typeof CertificateQuerySchema>;

/** How a public verification arrived: the QR code printed on the certificate, or a shared link. */
const VerifyFromSchema = v.optional(v.picklist(["qr", "link"]), "link");

/** certificate/verify {number, code, from}: the public verification page's data. */
const CertificateVerifySchema = v.object({
  number: v.pipe(NumberSchema, v.nonEmpty(CERT_MSG.notFound)),
  code: v.pipe(v.optional(v.string(), ""), v.trim(), v.toUpperCase()),
  from: VerifyFromSchema,
});

/** GET /certificate/credential?number=&code=: the certificate's signed credential, by the number and code printed on it. */
export const CertificateCredentialQuerySchema = v.object({
  number: v.pipe(NumberSchema, v.nonEmpty(CERT_MSG.notFound)),
  code: CodeSchema,
});
export type CertificateCredentialQuery = v.InferOutput<typeof CertificateCredentialQuerySchema>;

/** certificate/print {number}: the holder's printable certificate. */
const CertificateNumberSchema = v.object({
  number: v.pipe(NumberSchema, v.nonEmpty(CERT_MSG.notHolder)),
});

export const CERT_STATUS_TEXT = { valid: "有效", expired: "已过期", revoked: "已撤销" } as const;
export type CertificateStatus = keyof typeof CERT_STATUS_TEXT;

/** What a certificate attests: an exam passed (认证证书) or a course finished (结业证书, type 课程结业). */
export const CERT_KIND_TEXT = { exam: "认证考试", course: "课程结业" } as const;
export type CertificateKind = keyof typeof CERT_KIND_TEXT;

/** A certificate as the public sees it: no ID number, no score. Dates are UTC+8 'YYYY-MM-DD'; '' never lapses. */
export type PublicCertificate = {
  number: string;
  holderName: string;
  /** The exam's or, for a 结业证书, the course's name. */
  examName: string;
  kind: CertificateKind;
  kindText: string;
  issuedAt: string;
  expiresAt: string;
  status: CertificateStatus;
  statusText: string;
};

/** The holder's printable certificate: the public part plus the code, score and the verification QR code (SVG). */
export type PrintableCertificate = PublicCertificate & { code: string; score: number | null; verifyUrl: string; qrSvg: string };

/** The public verification page a certificate's QR code and shared link open. */
export function certificateVerifyPath(number: string, code: string, from: "qr" | "link") {
  return `/certificate/verify?${new URLSearchParams({ number, code, from }).toString()}`;
}

/** The certificate's signed credential (a VC-JWT download), by its number and code. */
export function certificateCredentialPath(number: string, code: string) {
  return `/certificate/credential?${new URLSearchParams({ number, code }).toString()}`;
}

/** The holder's print-ready certificate page. */
export function certificatePrintPath(number: string) {
  return `/certificate/print?${new URLSearchParams({ number }).toString()}`;
}

/* The calls (the server's certification/certificates module). */
export const pearsonCertificateCall = defineCall({
  path: "pearson/certificate",
  input: CertificateQuerySchema,
}).returns<PublicCertificate>();
export const certificateVerifyCall = defineCall({
  path: "certificate/verify",
  input: CertificateVerifySchema,
}).returns<PublicCertificate>();
export const certificatePrintCall = defineCall({
  path: "certificate/print",
  input: CertificateNumberSchema,
}).returns<PrintableCertificate>();

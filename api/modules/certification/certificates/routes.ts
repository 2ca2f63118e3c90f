import { certificatePrintCall, certificateVerifyCall, pearsonCertificateCall } from "@/api/contract/certificate";
import { loginCall, publicCall } from "@/api/protocol/call";
import { printableCertificate, queryCertificate, verifyCertificate } from "./service";

export const certificateCalls = [
  /** /certification/certificate; a miss is '未查询到证书'. */
  publicCall(pearsonCertificateCall, {
    handle: (input, { deps, ip }) => queryCertificate(deps.db, ip, input),
  }),

  /** The public verification page (/certificate/verify?number=&code=&from=qr|link): as pearson/certificate. */
  publicCall(certificateVerifyCall, {
    handle: (input, { deps, ip }) => verifyCertificate(deps.db, ip, input),
  }),

  /** The holder's print-ready certificate with code, score and the verification QR code (SVG). */
  loginCall(certificatePrintCall, {
    handle: (input, { c, deps, user }) => printableCertificate(deps.db, user.id, input.number, c.var.site.origin),
  }),
];

import * as v from "valibot";
import { equalsInt, search } from "@/api/admin/filters";
import { isOperator } from "@/api/admin/identity";
import { defineResource } from "@/api/admin/resource";
import { certificatePrintPath, certificateVerifyPath } from "@/api/contract/certificate";
import type { CertificateRow } from "@/api/contract/certification-admin";
import { pick } from "@/api/contract/pick";
import { sendLetter } from "@/api/modules/letters/service";
import { certificates } from "@/db/schema/certification/certificates";
import { userInCompany } from "../../../account/people";
import { forgetStatusLists } from "../credentials/status-lists";
import { certificateKind, certificateStatus } from "../service";

type Certificate = typeof certificates.$inferSelect;

/** Revoking (or restoring) a certificate: the reason is kept and shown to the operator. */
const CertificateRevokeSchema = v.object({
  revoked: v.boolean("请选择是否撤销"),
  revokeReason: v.pipe(v.nullish(v.string(), ""), v.trim(), v.maxLength(200, "撤销原因不能超过200个字")),
});

function forEnterprise(c: Certificate) {
  const fields = [
    "id",
    "number",
    "userId",
    "examId",
    "courseId",
    "examName",
    "holderName",
    "score",
    "issuedAt",
    "expiresAt",
    "revokedAt",
  ] as const;
  return { ...pick(c, fields), kind: certificateKind(c), status: certificateStatus(c) };
}

/** Operators see the ID number, code and the verification link the printed QR code opens. */
function forOperator(c: Certificate) {
  return {
    ...forEnterprise(c),
    code: c.code,
    idCard: c.idCard,
    registrationId: c.registrationId,
    remindedAt: c.remindedAt,
    revokeReason: c.revokeReason,
    revoked: c.revokedAt !== null,
    verifyPath: certificateVerifyPath(c.number, c.code, "qr"),
  };
}

/** Issued certificates (issuing happens when a pass is recorded); an operator may revoke one, which the holder is told of. */
export const certificatesResource = defineResource<CertificateRow>()({
  name: "certificates",
  table: certificates,
  sortable: { issuedAt: certificates.issuedAt, expiresAt: certificates.expiresAt, number: certificates.number, score: certificates.score },
  filters: {
    q: search(certificates.number, certificates.holderName),
    examId: equalsInt(certificates.examId),
    courseId: equalsInt(certificates.courseId),
    userId: equalsInt(certificates.userId),
  },
  // An enterprise account sees the certificates of its own company's people (certified employees).
  scope: (admin) => (isOperator(admin) ? undefined : userInCompany(certificates.userId, admin.companyId)),
  serialize: (row, admin) => (isOperator(admin) ? forOperator(row) : forEnterprise(row)),
  update: {
    schema: CertificateRevokeSchema,
    async values(input, { tx, before }) {
      const revokedNow = input.revoked && !before.revokedAt;
      if (revokedNow) {
        await sendLetter(tx, {
          userId: before.userId,
          title: "证书已撤销",
          content: `您的「${before.examName}」证书（编号 ${before.number}）已被撤销${input.revokeReason ? `，原因：${input.revokeReason}` : ""}。如有疑问请联系客服。`,
          link: certificatePrintPath(before.number),
        });
      }
      if (input.revoked !== !!before.revokedAt) forgetStatusLists();
      return {
        revokedAt: input.revoked ? (before.revokedAt ?? new Date()) : null,
        revokeReason: input.revoked ? input.revokeReason : "",
      };
    },
  },
});

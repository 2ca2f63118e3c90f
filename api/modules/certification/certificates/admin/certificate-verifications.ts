import { equalsInt } from "@/api/admin/filters";
import { defineResource } from "@/api/admin/resource";
import type { CertificateVerificationRow } from "@/api/contract/certification-admin";
import { certificateVerifications } from "@/db/schema/certification/certificates";

/** The verification log shown on a certificate: each time the query page, a link or the QR code found it. */
export const certificateVerificationsResource = defineResource<CertificateVerificationRow>()({
  name: "certificate-verifications",
  table: certificateVerifications,
  sortable: { at: certificateVerifications.at },
  filters: { certificateId: equalsInt(certificateVerifications.certificateId) },
  serialize: (r) => ({ id: r.id, certificateId: r.certificateId, how: r.how, ip: r.ip, at: r.at }),
});

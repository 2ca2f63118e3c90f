import { equalsInt, equalsText, search } from "@/api/admin/filters";
import { defineResource } from "@/api/admin/resource";
import type { PaperCertificateRow } from "@/api/contract/certification-requests-admin";
import { PaperShipmentSchema, REQUESTS_ADMIN_MSG } from "@/api/contract/certification-requests-admin";
import { pick } from "@/api/contract/pick";
import { httpError } from "@/api/protocol/errors";
import { PAPER_STATUSES, paperCertificateRequests } from "@/db/schema/certification/requests";
import { notifyPaperCertificate } from "../../my-exams/notices";

/**
 * The paper certificate queue: requests by status; an operator marks one shipped (courier and tracking number) or its
 * parcel refused, once (a refused parcel is destroyed and never re-sent). Each decision is audited and lettered.
 */
export const paperCertificatesResource = defineResource<PaperCertificateRow>()({
  name: "paper-certificates",
  table: paperCertificateRequests,
  sortable: {
    createdAt: paperCertificateRequests.createdAt,
    status: paperCertificateRequests.status,
    shippedAt: paperCertificateRequests.shippedAt,
  },
  filters: {
    status: equalsText(paperCertificateRequests.status, PAPER_STATUSES),
    userId: equalsInt(paperCertificateRequests.userId),
    q: search(
      paperCertificateRequests.province,
      paperCertificateRequests.city,
      paperCertificateRequests.address,
      paperCertificateRequests.trackingNo,
    ),
  },
  serialize: (r) =>
    pick(r, ["id", "registrationId", "userId", "province", "city", "address", "status", "courier", "trackingNo", "shippedAt", "createdAt"]),
  update: {
    schema: PaperShipmentSchema,
    values: (input, { before }) => {
      if (before.status !== "requested") throw httpError(409, REQUESTS_ADMIN_MSG.handled);
      return input.status === "shipped" ? { ...input, shippedAt: new Date() } : { status: input.status };
    },
  },
  afterWrite: (row, { tx }) => notifyPaperCertificate(tx, row),
});

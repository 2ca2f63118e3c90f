import { equalsInt, equalsText, search, when } from "@/api/admin/filters";
import { defineResource } from "@/api/admin/resource";
import type { InvoiceRequestRow } from "@/api/contract/certification-requests-admin";
import { INVOICE_DUE_MONTHS, InvoiceSentSchema, invoiceDueAt, REQUESTS_ADMIN_MSG } from "@/api/contract/certification-requests-admin";
import { httpError } from "@/api/protocol/errors";
import { INVOICE_STATUSES, invoiceRequests } from "@/db/schema/certification/requests";
import { notifyInvoiceSent } from "../notices";
import { invoicesOverdue } from "./queries";

/** The invoice queue: an operator e-mails the invoice, then marks it sent with its number; audited and lettered. */
export const invoiceRequestsResource = defineResource<InvoiceRequestRow>()({
  name: "invoice-requests",
  table: invoiceRequests,
  sortable: { createdAt: invoiceRequests.createdAt, status: invoiceRequests.status, sentAt: invoiceRequests.sentAt },
  filters: {
    status: equalsText(invoiceRequests.status, INVOICE_STATUSES),
    userId: equalsInt(invoiceRequests.userId),
    // Still waiting past the promised period (overdue: true).
    overdue: when(invoicesOverdue(INVOICE_DUE_MONTHS)),
    q: search(invoiceRequests.unitName, invoiceRequests.registrationNumber, invoiceRequests.email, invoiceRequests.invoiceNo),
  },
  serialize: (r) => ({
    id: r.id,
    registrationId: r.registrationId,
    userId: r.userId,
    mySelf: r.mySelf,
    unitName: r.unitName,
    registrationNumber: r.registrationNumber,
    takerMobile: r.takerMobile,
    email: r.email,
    amountFen: r.amountFen,
    status: r.status,
    invoiceNo: r.invoiceNo,
    sentAt: r.sentAt,
    createdAt: r.createdAt,
    dueAt: invoiceDueAt(r.createdAt),
  }),
  update: {
    schema: InvoiceSentSchema,
    values: (input, { before }) => {
      if (before.status !== "requested") throw httpError(409, REQUESTS_ADMIN_MSG.handled);
      return { ...input, status: "sent" as const, sentAt: new Date() };
    },
  },
  afterWrite: (row, { tx }) => notifyInvoiceSent(tx, row),
});

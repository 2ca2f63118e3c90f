import * as v from "valibot";
import { requiredText, text } from "./admin-form";

/** The back office's queues for paper certificates, invoices and lecturer courses (spec 000 section 9). */

export const REQUESTS_ADMIN_MSG = {
  handled: "该申请已处理，不能再修改",
  courier: "请填写快递公司",
  trackingNo: "请填写快递单号",
  invoiceNo: "请填写发票号码",
  tooLong: "内容过长",
} as const;

/** An operator's decision on a paper certificate: shipped (courier and tracking number), or the parcel refused. */
export const PaperShipmentSchema = v.variant(
  "status",
  [
    v.object({
      status: v.literal("shipped"),
      courier: requiredText(30, REQUESTS_ADMIN_MSG.courier, REQUESTS_ADMIN_MSG.tooLong),
      trackingNo: requiredText(40, REQUESTS_ADMIN_MSG.trackingNo, REQUESTS_ADMIN_MSG.tooLong),
    }),
    v.object({
      status: v.literal("refused"),
      courier: text(30, REQUESTS_ADMIN_MSG.tooLong),
      trackingNo: text(40, REQUESTS_ADMIN_MSG.tooLong),
    }),
  ],
  "请选择处理结果",
);

/** Spec 000 section 9: an invoice reaches the candidate's e-mail within 1-2 months of the request. */
export const INVOICE_DUE_MONTHS = 2;

/** The latest day an invoice may be sent, in the operators' queue. */
export function invoiceDueAt(requestedAt: Date) {
  const due = new Date(requestedAt);
  due.setUTCMonth(due.getUTCMonth() + INVOICE_DUE_MONTHS);
  return due;
}

/** Marks an invoice sent by e-mail, with its number (saving it is the decision: the status becomes sent). */
export const InvoiceSentSchema = v.object({
  invoiceNo: requiredText(40, REQUESTS_ADMIN_MSG.invoiceNo, REQUESTS_ADMIN_MSG.tooLong),
});

/** Accepts or declines a lecturer's course. */
export const LecturerReviewSchema = v.object({ status: v.picklist(["accepted", "declined"], "请选择处理结果") });

/** An invoice request in the queue; `dueAt` is when the promised period runs out. */
export type InvoiceRequestRow = {
  id: number;
  registrationId: number;
  userId: number;
  mySelf: number;
  unitName: string;
  registrationNumber: string;
  takerMobile: string;
  email: string;
  amountFen: number;
  status: "requested" | "sent";
  invoiceNo: string;
  sentAt: string | null;
  createdAt: string;
  dueAt: string;
};

/** A lecturer's course handed in for review. */
export type LecturerSubmissionRow = {
  id: number;
  userId: number;
  yunlink: string;
  coursename: string;
  status: "submitted" | "accepted" | "declined";
  createdAt: string;
};

/** A paper certificate request, shipped or refused once. */
export type PaperCertificateRow = {
  id: number;
  registrationId: number;
  userId: number;
  province: string;
  city: string;
  address: string;
  status: "requested" | "shipped" | "refused";
  courier: string;
  trackingNo: string;
  shippedAt: string | null;
  createdAt: string;
};

import { beijingTime } from "@/api/contract/beijing-time";
import type { MyExamPager } from "@/api/contract/certification-requests";
import { pagerOf } from "@/api/contract/pager";
import type { Db } from "@/db/client";
import { feeRefundsOf } from "../fee-refunds/ask";
import { type AttemptCertificate, certificatesOf } from "./certificates-of";
import { INVOICE_STATUS_TEXT, INVOICEABLE, nextAction, PAPER_STATUS_TEXT, STATUS_TEXT, TYPE_STATUSES } from "./exam-status";
import { pageAttempts } from "./queries";

type AttemptRow = Awaited<ReturnType<typeof pageAttempts>>["rows"][number];

type FeeRefundOf = Awaited<ReturnType<typeof feeRefundsOf>> extends Map<number, infer F> ? F : never;

/**
 * One row of /my/examinfo: the attempt, where it stands, what to do next, its paper certificate and invoice, and the
 * fee refund of a certified employee (docs/decisions/0048).
 */
function examRow(r: AttemptRow, certificate: AttemptCertificate | undefined, refund: FeeRefundOf | undefined) {
  return {
    eadid: r.id,
    examId: r.examId,
    examName: r.examName,
    status: r.status,
    statusText: STATUS_TEXT[r.status],
    createTime: beijingTime(r.createdAt),
    session: r.sessionName && r.sessionStartAt ? { name: r.sessionName, startTime: beijingTime(r.sessionStartAt) } : null,
    action: nextAction(r),
    score: r.score,
    passScore: r.passScore,
    zongFen: r.zongFen,
    resultTime: r.resultAt ? beijingTime(r.resultAt) : "",
    certificateNo: certificate?.number ?? "",
    /** number, code, status (valid / expired / revoked) and the print page, for a passed attempt. */
    certificate: certificate ?? null,
    paidFen: r.paidFen ?? 0,
    paper: r.paperStatus
      ? { status: r.paperStatus, statusText: PAPER_STATUS_TEXT[r.paperStatus], courier: r.courier ?? "", trackingNo: r.trackingNo ?? "" }
      : null,
    invoice: r.invoiceStatus
      ? { status: r.invoiceStatus, statusText: INVOICE_STATUS_TEXT[r.invoiceStatus], invoiceNo: r.invoiceNo ?? "" }
      : null,
    canPaper: r.status === "passed" && !r.paperStatus,
    // A fee returned in full (docs/decisions/0048) has nothing left to invoice.
    canInvoice: INVOICEABLE.includes(r.status) && (r.paidFen ?? 0) > 0 && !r.invoiceStatus && refund?.feeRefund?.status !== "refunded",
    feeRefund: refund?.feeRefund ?? null,
    canFeeRefund: refund?.canFeeRefund ?? false,
  };
}

/** my/examinfo {currentPage, type}: one page of the person's own attempts in the await, success or fail list. */
export async function myExamPage(db: Db, userId: number, p: MyExamPager) {
  const { rows, total } = await pageAttempts(db, userId, TYPE_STATUSES[p.type], (p.currentPage - 1) * p.pageSize, p.pageSize);
  const [certs, refunds] = await Promise.all([certificatesOf(db, rows), feeRefundsOf(db, userId, rows)]);
  return {
    list: rows.map((r) => examRow(r, certs.get(r.id), refunds.get(r.id))),
    pager: { ...pagerOf(p.currentPage, p.pageSize, total), type: p.type },
  };
}

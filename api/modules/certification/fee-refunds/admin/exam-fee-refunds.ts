import { equalsInt, equalsText, search } from "@/api/admin/filters";
import { defineResource } from "@/api/admin/resource";
import { FEE_REFUND_STATUSES } from "@/api/contract/exam-fee-refunds";
import type { ExamFeeRefundRow } from "@/api/contract/exam-fee-refunds-admin";
import { pick } from "@/api/contract/pick";
import type { Conn } from "@/db/client";
import { examFeeRefunds } from "@/db/schema/certification/fee-refunds";
import { attemptsOfRefunds, type FeeRefund, waitingFirst } from "../queries";

export const FEE_REFUND_FIELDS = [
  "id",
  "registrationId",
  "userId",
  "companyId",
  "companyName",
  "amountFen",
  "status",
  "reason",
  "refundId",
  "createdAt",
  "decidedAt",
] as const;

type Figures = Pick<ExamFeeRefundRow, "chineseName" | "examId" | "examName" | "invoiceStatus">;

/** Each request's attempt: the name on the registration, the exam, and the invoice state (read for the page only). */
export async function feeRefundFigures(db: Conn, rows: FeeRefund[]): Promise<Map<number, Figures>> {
  const attempts = await attemptsOfRefunds(
    db,
    rows.map((r) => r.registrationId),
  );
  return new Map(
    rows.map((r) => {
      const a = attempts.get(r.registrationId);
      return [
        r.id,
        { chineseName: a?.chineseName ?? "", examId: a?.examId ?? 0, examName: a?.examName ?? "", invoiceStatus: a?.invoiceStatus ?? null },
      ];
    }),
  );
}

/**
 * 考试费退还: certified employees' requests for the fee of a passed, sponsored exam (docs/decisions/0048), those
 * waiting first; operators only (ADMIN_ACCESS). Read here; 通过 (原路退款) and 驳回 are the routes of
 * exam-fee-refund-routes.ts.
 */
export const examFeeRefundsResource = defineResource<ExamFeeRefundRow>()({
  name: "exam-fee-refunds",
  table: examFeeRefunds,
  sortable: { createdAt: examFeeRefunds.createdAt, decidedAt: examFeeRefunds.decidedAt, status: waitingFirst },
  filters: {
    status: equalsText(examFeeRefunds.status, FEE_REFUND_STATUSES),
    userId: equalsInt(examFeeRefunds.userId),
    companyId: equalsInt(examFeeRefunds.companyId),
    q: search(examFeeRefunds.companyName),
  },
  serialize: (row) => pick(row, FEE_REFUND_FIELDS),
  figures: feeRefundFigures,
});

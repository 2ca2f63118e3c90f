import * as v from "valibot";
import { RecordIdSchema, requiredText } from "./admin-form";
import type { FeeRefundStatus } from "./exam-fee-refunds";

/**
 * The back office of exam fee refunds (docs/decisions/0048): HR keeps its company's list of sponsored exams (报销考试);
 * operators work through the requests (考试费退还): 通过 returns the fee through the payment provider once, 驳回 says why.
 */

/** The requests' states as the back office names them. */
export const FEE_REFUND_ADMIN_LABEL = {
  pending: "待审核",
  refunding: "退款中",
  refunded: "已退款",
  refused: "已驳回",
} as const satisfies Record<FeeRefundStatus, string>;

export const FEE_REFUND_ADMIN_MSG = {
  reason: "请填写驳回原因",
  reasonTooLong: "驳回原因不能超过200个字",
  refunded: "该申请已退款，不能重复操作",
  refused: "该申请已驳回，不能再操作",
  refunding: "该申请正在退款中，请稍后刷新查看结果",
  providerFailed: "支付渠道退款失败",
  otherProvider: "该笔考试费由其他支付渠道收取，当前支付渠道无法原路退款",
  noOrder: "未找到该考试的已支付订单，无法原路退款",
  exam: "请选择考试",
  sponsoredTwice: "该考试已在本企业的报销考试中",
  noCompany: "该账号未关联企业，不能设置报销考试",
  company: "请选择企业",
} as const;

/** 驳回 {reason}: what the person reads in the letter and on /my/examinfo. */
export const FeeRefundRefuseSchema = v.object({
  reason: requiredText(200, FEE_REFUND_ADMIN_MSG.reason, FEE_REFUND_ADMIN_MSG.reasonTooLong),
});

/**
 * An exam added to a company's sponsored exams: HR's own company (whatever the form says), or the company an operator
 * picks when setting the list up on a company's behalf.
 */
export const SponsoredExamSchema = v.object({
  examId: RecordIdSchema(FEE_REFUND_ADMIN_MSG.exam),
  companyId: v.nullish(RecordIdSchema(FEE_REFUND_ADMIN_MSG.company), null),
});

/** One request in 考试费退还: who asked (the name on the registration; no number, no ID), for which attempt, and where it stands. */
export type ExamFeeRefundRow = {
  id: number;
  registrationId: number;
  userId: number;
  examId: number;
  examName: string;
  chineseName: string;
  /** The company that sponsors the exam, as it was when the person asked. */
  companyId: number | null;
  companyName: string;
  amountFen: number;
  status: FeeRefundStatus;
  reason: string;
  /** The provider's refund id once refunded. */
  refundId: string;
  /** The attempt's invoice, if one was asked for: an invoice already sent must be reversed along with the refund. */
  invoiceStatus: "requested" | "sent" | null;
  createdAt: string;
  decidedAt: string | null;
};

/** An exam the company sponsors: its certified employees who pass it may ask for the fee back. */
export type SponsoredExamRow = { id: number; companyId: number; examId: number; createdAt: string };

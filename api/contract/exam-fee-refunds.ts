import * as v from "valibot";
import { defineCall } from "./call";
import { idLike } from "./pager";

/**
 * Exam fee refunds for certified employees (spec 000 section 1, spec 001 section 6: "Employee identity certification
 * may allow exam fee refunds"; docs/decisions/0048). A certified employee of a company that sponsors an exam asks,
 * from /my/examinfo, for the fee of an attempt they passed; an operator approves (原路退款) or refuses with a reason.
 */

/**
 * pending (waiting for an operator) → refunding (an operator's approval is with the payment provider) → refunded;
 * pending → refused (with the reason the person reads). One request per attempt.
 */
export const FEE_REFUND_STATUSES = ["pending", "refunding", "refunded", "refused"] as const;
export type FeeRefundStatus = (typeof FEE_REFUND_STATUSES)[number];

/** What the person reads on /my/examinfo: an approval on its way is still 审核中 to them. */
export const FEE_REFUND_STATUS_TEXT = {
  pending: "审核中",
  refunding: "审核中",
  refunded: "已退款",
  refused: "未通过",
} as const satisfies Record<FeeRefundStatus, string>;

/** Every refusal of my/ExamFeeRefund, in the order the rules are checked. */
export const FEE_REFUND_MSG = {
  noExam: "考试记录不存在",
  notPassed: "通过考试后才能申请退还考试费",
  free: "该考试未收取考试费，无需退还",
  voucher: "使用代金券支付的考试不能申请退还考试费",
  noOrder: "未找到该考试的在线支付记录，无法原路退款",
  notEmployee: "您还不是企业认证员工，请先在“绑定公司”中申请绑定所在企业并通过企业审核",
  notSponsored: "您所在的企业未将该考试列入报销范围，不能申请退还考试费",
  asked: "该考试已申请退还考试费，请等待审核",
  refunded: "该考试的考试费已退还",
  refused: "该考试的退费申请未通过，不能重复申请",
  done: "退费申请已提交，请等待审核",
} as const;

/** my/ExamFeeRefund {eadid}: the attempt (registration) whose fee the person asks back. */
export const ExamFeeRefundSchema = v.object({ eadid: idLike(FEE_REFUND_MSG.noExam) });
export type ExamFeeRefund = v.InferOutput<typeof ExamFeeRefundSchema>;

/** A request as the person's exam record shows it; `reason` is the operator's when refused. */
export type FeeRefundState = { status: FeeRefundStatus; statusText: string; reason: string; amountFen: number };

/** Ours (the spec names no call): the request is filed; url goes back to /my/examinfo. */
export const myExamFeeRefundCall = defineCall({ path: "my/ExamFeeRefund", input: ExamFeeRefundSchema }).returns<{
  id: number;
  url: string;
}>();

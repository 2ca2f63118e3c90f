import { type ExamFeeRefund, FEE_REFUND_MSG, FEE_REFUND_STATUS_TEXT, type FeeRefundState } from "@/api/contract/exam-fee-refunds";
import { reply } from "@/api/protocol/call";
import { fail } from "@/api/protocol/errors";
import type { Conn, Db } from "@/db/client";
import type { examRegistrations } from "@/db/schema/certification/exams";
import { peopleByIds } from "../../account/people";
import { companiesByIds } from "../../company/service";
import { paidOrderSummary } from "../../pay/refunds";
import { examInfoUrl } from "../my-exams/exam-status";
import { ownRegistration } from "../registration/queries";
import { type FeeRefund, feeRefundOfRegistration, feeRefundsOfRegistrations, insertFeeRefund, sponsoredAmong, sponsors } from "./queries";

type Registration = typeof examRegistrations.$inferSelect;
type Attempt = Pick<Registration, "id" | "examId" | "status" | "payMethod" | "paidFen">;

/** A request already filed for the attempt: why another is refused. */
const ASKED_MSG = {
  pending: FEE_REFUND_MSG.asked,
  refunding: FEE_REFUND_MSG.asked,
  refunded: FEE_REFUND_MSG.refunded,
  refused: FEE_REFUND_MSG.refused,
} as const;

/** Why the attempt itself gives no fee to return (not passed, not paid, paid by voucher), or null when it does. */
function attemptRefusal(a: Attempt) {
  if (a.status !== "passed") return FEE_REFUND_MSG.notPassed;
  if (a.payMethod === "voucher") return FEE_REFUND_MSG.voucher;
  if (!a.paidFen || a.payMethod === "free") return FEE_REFUND_MSG.free;
  return null;
}

/** The company the person is certified by (their company on the account: 认证员工), with its name; null for none. */
async function employerOf(db: Conn, userId: number) {
  const companyId = (await peopleByIds(db, [userId])).get(userId)?.companyId ?? null;
  if (companyId === null) return null;
  const [company] = await companiesByIds(db, [companyId]);
  return company ? { id: company.id, name: company.companyName } : null;
}

/**
 * my/ExamFeeRefund {eadid}: the caller's own passed attempt, paid online, of an exam their company sponsors, asks for
 * its fee back, once (the unique index decides between two at once). Each rule that fails says why, in Chinese.
 */
export async function askFeeRefund(db: Db, userId: number, input: ExamFeeRefund) {
  const reg = await ownRegistration(db, userId, input.eadid);
  if (!reg) fail(FEE_REFUND_MSG.noExam);
  const filed = await feeRefundOfRegistration(db, reg.id);
  if (filed) fail(ASKED_MSG[filed.status]);
  const refusal = attemptRefusal(reg);
  if (refusal) fail(refusal);
  const order = await paidOrderSummary(db, "exam_registration", reg.id);
  if (!order) fail(FEE_REFUND_MSG.noOrder);
  const employer = await employerOf(db, userId);
  if (!employer) fail(FEE_REFUND_MSG.notEmployee);
  if (!(await sponsors(db, employer.id, reg.examId))) fail(FEE_REFUND_MSG.notSponsored);
  const row = await insertFeeRefund(db, {
    registrationId: reg.id,
    userId,
    companyId: employer.id,
    companyName: employer.name,
    amountFen: order.amountFen,
  });
  if (!row) fail(FEE_REFUND_MSG.asked);
  return reply({ id: row.id, url: examInfoUrl(reg.status) }, FEE_REFUND_MSG.done);
}

function stateOf(row: FeeRefund): FeeRefundState {
  return { status: row.status, statusText: FEE_REFUND_STATUS_TEXT[row.status], reason: row.reason, amountFen: row.amountFen };
}

/**
 * What /my/examinfo shows of each attempt's fee refund: the request filed (and where it stands), or whether one may be
 * asked for (the button): passed, paid online, and an exam the person's company sponsors.
 */
export async function feeRefundsOf(db: Conn, userId: number, attempts: Attempt[]) {
  const filed = await feeRefundsOfRegistrations(
    db,
    attempts.map((a) => a.id),
  );
  const open = attempts.filter((a) => !filed.has(a.id) && !attemptRefusal(a));
  const employer = open.length ? await employerOf(db, userId) : null;
  const sponsored = employer
    ? await sponsoredAmong(
        db,
        employer.id,
        open.map((a) => a.examId),
      )
    : new Set<number>();
  return new Map(
    attempts.map((a) => {
      const row = filed.get(a.id);
      return [a.id, { feeRefund: row ? stateOf(row) : null, canFeeRefund: !row && !attemptRefusal(a) && sponsored.has(a.examId) }];
    }),
  );
}

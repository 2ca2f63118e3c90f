import { type AuditEntry, recordAudits } from "@/api/admin/audit";
import { type Admin, auditActor } from "@/api/admin/identity";
import { ADMIN_MSG } from "@/api/contract/admin";
import { FEE_REFUND_ADMIN_MSG } from "@/api/contract/exam-fee-refunds-admin";
import { yuan } from "@/api/contract/payment";
import type { Deps } from "@/api/deps";
import { httpError } from "@/api/protocol/errors";
import { PaymentProviderError, paymentDriver } from "@/api/providers/payment";
import type { Conn } from "@/db/client";
import { sendLetter } from "../../letters/service";
import { markPaidOrderRefunded, refundPaidOrder } from "../../pay/refunds";
import { examNameOfRegistration } from "../my-exams/queries";
import { claimFeeRefund, type FeeRefund, feeRefundById, finishFeeRefund, refuseFeeRefundRow, releaseFeeRefund } from "./queries";

export const RESOURCE = "exam-fee-refunds";
/** A request left 退款中 this long (its process died while the provider was asked) may be approved again. */
const STALE_CLAIM_SECONDS = 120;
const LINK = "/my/examinfo?type=success";

/** The refund number the provider knows this request's refund by: the same on every try, so it refunds once. */
const feeRefundNumber = (id: number) => `EF${String(id).padStart(12, "0")}`;

/** Why a request could not be decided now: gone, decided already, or another operator's approval is at the provider. */
function refusalOf(row: FeeRefund | undefined): never {
  if (!row) throw httpError(404, ADMIN_MSG.notFound);
  if (row.status === "refunded") throw httpError(409, FEE_REFUND_ADMIN_MSG.refunded);
  if (row.status === "refused") throw httpError(409, FEE_REFUND_ADMIN_MSG.refused);
  throw httpError(409, FEE_REFUND_ADMIN_MSG.refunding);
}

const audit = (admin: Admin, resource: string, recordId: number, before: unknown, after: unknown): AuditEntry => ({
  actor: auditActor(admin),
  action: "update",
  resource,
  recordId,
  before,
  after,
});

async function tellPerson(tx: Conn, row: FeeRefund) {
  const exam = await examNameOfRegistration(tx, row.registrationId);
  const letter =
    row.status === "refunded"
      ? {
          title: "考试费已退还",
          content: `您申请退还的《${exam}》考试费 ${yuan(row.amountFen)} 已审核通过（${row.companyName}报销），将按原支付方式原路退回，请留意到账。`,
        }
      : { title: "考试费退还申请未通过", content: `很抱歉，您申请退还《${exam}》考试费的申请未通过审核。原因：${row.reason}` };
  await sendLetter(tx, { userId: row.userId, ...letter, link: LINK });
}

/**
 * 通过: the fee goes back through the provider that took it (原路退款), exactly once. The request is first taken
 * (pending → refunding, one guarded UPDATE), so of two approvals at once only one asks the provider, and under the
 * request's own refund number, so even a retry is the same refund there. Then, in one transaction: refunded, the
 * payment's ledger row marked refunded, the letter, and the audit rows (the request's and the order's). A provider's
 * refusal puts the request back to 待审核 and says why (502).
 */
export async function approveFeeRefund(deps: Deps, admin: Admin, id: number) {
  const before = await feeRefundById(deps.db, id);
  if (!before) refusalOf(before);
  const claimed = await claimFeeRefund(deps.db, id, admin.id, STALE_CLAIM_SECONDS);
  if (!claimed) refusalOf(await feeRefundById(deps.db, id));
  let refund: Awaited<ReturnType<typeof refundPaidOrder>>;
  try {
    refund = await refundPaidOrder(deps.db, paymentDriver(deps.env), "exam_registration", claimed.registrationId, {
      refundNumber: feeRefundNumber(id),
      reason: "企业报销考试费退款",
    });
  } catch (error) {
    await releaseFeeRefund(deps.db, id);
    if (error instanceof PaymentProviderError) throw httpError(502, `${FEE_REFUND_ADMIN_MSG.providerFailed}：${error.message}`);
    throw error;
  }
  if (typeof refund === "string") {
    await releaseFeeRefund(deps.db, id);
    throw httpError(409, refund === "no-order" ? FEE_REFUND_ADMIN_MSG.noOrder : FEE_REFUND_ADMIN_MSG.otherProvider);
  }
  const { refundId } = refund;
  return deps.db.transaction(async (tx) => {
    const after = await finishFeeRefund(tx, id, refundId);
    // Another approval took over a request it thought stale and finished first: the refund was the same one.
    if (!after) refusalOf(await feeRefundById(tx, id));
    const ledger = await markPaidOrderRefunded(tx, "exam_registration", after.registrationId);
    await tellPerson(tx, after);
    await recordAudits(tx, [
      audit(admin, RESOURCE, id, before, after),
      ...(ledger ? [audit(admin, "payment-orders", ledger.orderId, ledger.before, ledger.after)] : []),
    ]);
    return after;
  });
}

/** 驳回 with the reason the person reads (letter and /my/examinfo), once; audited. */
export async function refuseFeeRefund(deps: Deps, admin: Admin, id: number, reason: string) {
  return deps.db.transaction(async (tx) => {
    const before = await feeRefundById(tx, id);
    if (!before) refusalOf(before);
    const after = await refuseFeeRefundRow(tx, id, reason, admin.id);
    if (!after) refusalOf(await feeRefundById(tx, id));
    await tellPerson(tx, after);
    await recordAudits(tx, [audit(admin, RESOURCE, id, before, after)]);
    return after;
  });
}

import type { MyExamType } from "@/api/contract/certification-requests";
import { onlineExamPath, type SittingMode } from "@/api/contract/online-exam";
import type { RegistrationStatus } from "@/db/schema/certification/exams";
import type { InvoiceStatus, PaperStatus } from "@/db/schema/certification/requests";
import { payPageUrl, waitAuditUrl } from "../registrations";

/** Which attempts each /my/examinfo list holds: pending (await), passed (success), failed or rejected (fail). */
export const TYPE_STATUSES: Record<MyExamType, RegistrationStatus[]> = {
  await: ["check", "unpaid", "waitaudit", "approved", "booked"],
  success: ["passed"],
  fail: ["failed", "rejected"],
};

/** /my/examinfo showing the list an attempt is in: where the portal goes back to after a request. */
export function examInfoUrl(status: RegistrationStatus) {
  const type = (Object.keys(TYPE_STATUSES) as MyExamType[]).find((t) => TYPE_STATUSES[t].includes(status));
  return type ? `/my/examinfo?type=${type}` : "/my/examinfo";
}

export const STATUS_TEXT: Record<RegistrationStatus, string> = {
  check: "待拍照验证",
  unpaid: "待支付",
  waitaudit: "待审核",
  approved: "待预约考试",
  booked: "待考试",
  passed: "已通过",
  failed: "未通过",
  rejected: "审核未通过",
  cancelled: "已取消",
};

export const PAPER_STATUS_TEXT: Record<PaperStatus, string> = {
  requested: "已申请，待寄出",
  shipped: "已寄出",
  refused: "已拒收，证书已销毁",
};

export const INVOICE_STATUS_TEXT: Record<InvoiceStatus, string> = {
  requested: "已申请，1-2个月内发送至邮箱",
  sent: "已发送至邮箱",
};

/** Attempts that were paid for and not turned away: the ones an invoice may be asked for. */
export const INVOICEABLE: RegistrationStatus[] = ["waitaudit", "approved", "booked", "passed", "failed"];

type Attempt = { id: number; examId: number; status: RegistrationStatus; sessionUrl: string | null; sessionMode: SittingMode | null };

/** The candidate's next step for a pending attempt: the page of the flow it waits on, or the booked sitting's link. */
export function nextAction(a: Attempt): { text: string; url: string } | null {
  switch (a.status) {
    case "check":
      return { text: "拍照验证", url: `/certification/examcheck/${a.examId}` };
    case "unpaid":
      return { text: "去支付", url: payPageUrl(a) };
    case "waitaudit":
      return { text: "查看审核", url: waitAuditUrl(a.examId) };
    case "approved":
      return { text: "预约考试", url: `/certification/time?examid=${a.examId}` };
    case "booked":
      if (a.sessionMode === "online") return { text: "进入考试", url: onlineExamPath(a.id) };
      return { text: "进入考试", url: a.sessionUrl || waitAuditUrl(a.examId) };
    default:
      return null;
  }
}

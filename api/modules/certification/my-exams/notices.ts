import type { Conn } from "@/db/client";
import type { invoiceRequests, lecturerSubmissions, paperCertificateRequests } from "@/db/schema/certification/requests";
import { sendLetter } from "../../letters/service";
import { examNameOfRegistration } from "./queries";

/**
 * Letters to the candidate when an operator works through a request, written in the transaction of the change.
 * Terms from spec 000 section 9: the courier fee is paid on delivery; a refused parcel is destroyed, never re-sent.
 */

const LINK = "/my/examinfo?type=success";

export async function notifyPaperCertificate(tx: Conn, req: typeof paperCertificateRequests.$inferSelect) {
  const exam = await examNameOfRegistration(tx, req.registrationId);
  const letter =
    req.status === "shipped"
      ? {
          title: "纸质证书已寄出",
          content: `您申请的《${exam}》纸质证书已由${req.courier}寄出，快递单号：${req.trackingNo}。快递费用一般为13-25元，由您到付；拒收的包裹将被销毁，无法重新寄送。`,
        }
      : { title: "纸质证书包裹已被拒收", content: `您申请的《${exam}》纸质证书包裹被拒收，证书已按规定销毁，无法重新寄送。` };
  await sendLetter(tx, { userId: req.userId, ...letter, link: LINK });
}

export async function notifyInvoiceSent(tx: Conn, req: typeof invoiceRequests.$inferSelect) {
  const exam = await examNameOfRegistration(tx, req.registrationId);
  await sendLetter(tx, {
    userId: req.userId,
    title: "发票已发送",
    content: `您申请的《${exam}》考试发票（发票号码：${req.invoiceNo}）已发送至邮箱 ${req.email}，请注意查收。`,
    link: LINK,
  });
}

export async function notifyLecturerDecision(tx: Conn, sub: typeof lecturerSubmissions.$inferSelect) {
  const accepted = sub.status === "accepted";
  await sendLetter(tx, {
    userId: sub.userId,
    title: accepted ? "讲师课程已采纳" : "讲师课程未被采纳",
    content: accepted
      ? `您提交的讲师课程《${sub.coursename}》已通过审核并被采纳，感谢您的分享。`
      : `很遗憾，您提交的讲师课程《${sub.coursename}》本次未被采纳。您可以完善课程后重新提交。`,
    link: "/certification/lecsubmit",
  });
}

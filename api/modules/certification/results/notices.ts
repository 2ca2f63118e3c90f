import { certificatePrintPath } from "@/api/contract/certificate";
import { SMS_SIGNATURE, type SmsDriver } from "@/api/providers/sms";
import type { Conn } from "@/db/client";
import { type Notice, notifyPerson } from "../../letters/service";
import { registrationRecipient } from "../registration/recipient";

type Result = { id: number; userId: number; status: string; score: number | null };
type Exam = { name: string; passScore: number };
type Issued = { number: string; code: string } | null;

function resultNotice(reg: Result, exam: Exam, cert: Issued): Notice {
  if (cert) {
    return {
      sms: `${SMS_SIGNATURE}恭喜您通过「${exam.name}」，成绩${reg.score}分。证书编号${cert.number}，查询码${cert.code}，可在证书查询页查询。`,
      title: "认证考试通过",
      content: `恭喜您通过「${exam.name}」，成绩${reg.score}分。证书编号：${cert.number}，查询码：${cert.code}。任何人都可以在“证书查询”页面凭证书编号和查询码核验；点击本信可查看并打印证书。`,
      link: certificatePrintPath(cert.number),
    };
  }
  return {
    sms: `${SMS_SIGNATURE}很遗憾，您未通过「${exam.name}」，成绩${reg.score}分（合格分${exam.passScore}分），欢迎下月再次报名。`,
    title: "认证考试未通过",
    content: `很遗憾，您未通过「${exam.name}」，成绩${reg.score}分，合格分为${exam.passScore}分。您可以在下个月再次报名参加考试。`,
    link: "/my/examinfo",
  };
}

/** Tells the candidate their result (and on a pass the certificate number, code and print page), in the caller's transaction. */
export async function notifyResult(tx: Conn, sms: SmsDriver, reg: Result, exam: Exam, cert: Issued) {
  const to = await registrationRecipient(tx, reg);
  if (to) await notifyPerson(tx, sms, to, resultNotice(reg, exam, cert));
}

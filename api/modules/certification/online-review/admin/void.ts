import { recordAudit } from "@/api/admin/audit";
import { type Admin, auditActor } from "@/api/admin/identity";
import { VOID_MSG } from "@/api/contract/online-exam-admin";
import { sendLetter } from "@/api/modules/letters/service";
import { httpError } from "@/api/protocol/errors";
import type { Db } from "@/db/client";
import { revokeRegistrationCertificate } from "../../certificates/revoke";
import { voidResult } from "../../results/void-result";
import { type AttemptRow, examName, findAttempt, insertVoidEvent, markVoided } from "./queries";

/** The audit keeps the attempt's facts, not its whole paper. */
const withoutPaper = ({ paper: _, ...facts }: AttemptRow) => facts;

/**
 * 作废 an ended attempt with the operator's reason, in one transaction: the attempt (one guarded UPDATE, so twice
 * voids once), a 'void' event on its timeline, the registration's result failed with 0, its certificate revoked,
 * a letter to the candidate, and the audit row.
 */
export async function voidAttempt(db: Db, admin: Admin, attemptId: number, reason: string) {
  return db.transaction(async (tx) => {
    const before = await findAttempt(tx, attemptId);
    if (!before) throw httpError(404, VOID_MSG.notFound);
    if (before.status === "running") throw httpError(409, VOID_MSG.running);
    const after = await markVoided(tx, attemptId, reason);
    if (!after) throw httpError(409, VOID_MSG.already);
    await insertVoidEvent(tx, attemptId, reason);
    await voidResult(tx, after.registrationId);
    const certificate = await revokeRegistrationCertificate(tx, after.registrationId, `考试成绩作废：${reason}`);
    const name = await examName(tx, after.examId);
    await sendLetter(tx, {
      userId: after.userId,
      title: "考试成绩已作废",
      content: `您参加的「${name}」考试成绩已被作废，原因：${reason}。${
        certificate ? `该考试的证书（编号 ${certificate.number}）已同时撤销。` : ""
      }如有疑问请联系客服。`,
      link: "/my/examinfo",
    });
    await recordAudit(tx, {
      actor: auditActor(admin),
      action: "update",
      resource: "exam-attempts",
      recordId: attemptId,
      before: withoutPaper(before),
      after: withoutPaper(after),
    });
    return after;
  });
}

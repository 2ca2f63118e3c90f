import { EXAM_MSG } from "@/api/contract/certification-exams";
import { type ExamAdd, isMobileUserAgent } from "@/api/contract/certification-registration";
import type { Deps } from "@/api/deps";
import { fail } from "@/api/protocol/errors";
import type { SessionUser } from "@/api/protocol/session";
import { pgErrorCode } from "@/db/pg-error";
import { consumeSmsCode } from "../../account/sms-code";
import { isOwnPrivateUpload } from "../../upload/keys";
import { findPublishedExam } from "../exams/queries";
import { attemptRefusal, nextStepUrl, openAttempt } from "./attempts";
import { attemptsAt, insertRegistration, markPaid, openRegistration } from "./queries";

export const ALREADY_REGISTERED = "您已报名该考试，请继续完成报名流程";

/** {url} of where the candidate goes next; msg says what happened. */
export type RegisterResult = { url: string; id: number; status: string; msg: string };

function alreadyOpen(reg: { id: number; examId: number; status: Parameters<typeof nextStepUrl>[0]["status"] }): RegisterResult {
  return { url: nextStepUrl(reg), id: reg.id, status: reg.status, msg: ALREADY_REGISTERED };
}

/**
 * Pearson/ExamAdd (spec 001 section 5 "Certification registration"). Phone browsers are refused; an open attempt is
 * answered rather than duplicated; the attempt rules apply; the SMS code is spent. A video exam with an ID card
 * waits for the camera check, anything else for payment, and a free exam goes straight on to review.
 */
export async function registerForExam(deps: Deps, user: SessionUser, input: ExamAdd, userAgent: string): Promise<RegisterResult> {
  if (isMobileUserAgent(userAgent)) fail(EXAM_MSG.mobileDevice);
  const { db } = deps;
  const exam = await findPublishedExam(db, { id: input.examid });
  if (!exam) fail(EXAM_MSG.examMissing, "examid");
  const attempts = await attemptsAt(db, user.id, exam.id);
  const open = openAttempt(attempts);
  if (open) return alreadyOpen(open);
  const refusal = attemptRefusal(exam, attempts);
  if (refusal) fail(refusal);
  // Nobody can point the registration at another person's file.
  if (input.idType === 1 && !isOwnPrivateUpload(input.idPic, user.id, "idcard")) fail(EXAM_MSG.idPicEmpty, "idPic");
  await consumeSmsCode(db, deps.env.appSecret, input.areaCode, input.phone, input.code);

  try {
    return await db.transaction(async (tx) => {
      const reg = await insertRegistration(tx, {
        userId: user.id,
        examId: exam.id,
        chineseName: input.chineseName,
        companyName: input.companyName,
        idType: input.idType,
        idCard: input.idCard,
        idPic: input.idType === 1 ? input.idPic : "",
        areaCode: input.areaCode,
        phone: input.phone,
        beisenKey: input.beisenkey,
        status: exam.isVideo === 1 && input.idType === 0 ? "check" : "unpaid",
        feeFen: exam.feeFen,
      });
      const paid = reg.status === "unpaid" && exam.feeFen === 0 ? await markPaid(tx, reg.id, "free", 0) : undefined;
      const now = paid ?? reg;
      return { url: nextStepUrl(now), id: now.id, status: now.status, msg: "报名成功" };
    });
  } catch (e) {
    // A second request of the same person at the same instant: the unique index let one through.
    if (pgErrorCode(e) !== "23505") throw e;
    const existing = await openRegistration(db, user.id, exam.id);
    if (!existing) throw e;
    return alreadyOpen(existing);
  }
}

import { BOOKING_MSG, type ExamStatus, STATUS_TEXT } from "@/api/contract/certification-booking";
import { fail } from "@/api/protocol/errors";
import type { Db } from "@/db/client";
import { payPageUrl } from "../registrations";
import { findExam, findSitting, latestRegistration, paidAttempts, type Registration } from "./queries";
import { bookedSitting, sittingLink } from "./sittings";

type Exam = NonNullable<Awaited<ReturnType<typeof findExam>>>;

/** Where the candidate goes next from each status ('' stays on the status page). */
function nextUrl(examId: number, reg: Registration | undefined, sittingUrl: string) {
  switch (reg?.status) {
    case "check":
      return `/certification/examcheck/${examId}`;
    case "unpaid":
      return payPageUrl(reg);
    case "approved":
      return `/certification/time?examid=${examId}`;
    case "booked":
      return sittingUrl;
    case "waitaudit":
    case "passed":
      return "";
    default:
      // No attempt yet, or the last one ended (failed, rejected, cancelled): register again.
      return `/certification/add/${examId}`;
  }
}

/** Spec 001 section 4 "Attempts": cnt 0 is unlimited; a monthly limit; a failed candidate retakes next month. */
function attemptsOf(exam: Exam, used: number, lastFailed: boolean) {
  const lines = [exam.cnt === 0 ? "本考试不限考试次数" : `本考试共可参加 ${exam.cnt} 次，您已参加 ${used} 次`];
  if (exam.monthlyLimit > 0) lines.push(`每个自然月最多参加 ${exam.monthlyLimit} 次`);
  if (lastFailed) lines.push("本次考试未通过，可于下个自然月重新报名");
  return { cnt: exam.cnt, used, left: exam.cnt === 0 ? null : Math.max(exam.cnt - used, 0), monthlyLimit: exam.monthlyLimit, text: lines };
}

/**
 * pearson/examstatus: the candidate's latest registration for an exam as the waitaudit page shows it: status,
 * the operator's reason when rejected, the booked sitting with its link, attempts, and where to go next.
 */
export async function examStatus(db: Db, userId: number, examId: number) {
  const exam = await findExam(db, examId);
  if (!exam) fail(BOOKING_MSG.badExam, "examid");
  const reg = await latestRegistration(db, userId, examId);
  const sitting = reg?.status === "booked" && reg.sessionId ? await findSitting(db, reg.sessionId) : undefined;
  const status: ExamStatus = reg?.status ?? "none";
  return {
    examid: exam.id,
    examName: exam.name,
    status,
    statusText: STATUS_TEXT[status],
    reviewNote: reg?.status === "rejected" ? reg.reviewNote : "",
    score: reg?.status === "passed" || reg?.status === "failed" ? reg.score : null,
    session: sitting && reg ? bookedSitting(sitting, reg.id) : null,
    attempts: attemptsOf(exam, await paidAttempts(db, userId, examId), reg?.status === "failed"),
    url: nextUrl(exam.id, reg, sitting && reg ? sittingLink(sitting, reg.id) : ""),
  };
}

import { beijingMonthStart } from "@/api/contract/beijing-time";
import { OPEN_STATUSES, type RegistrationStatus } from "@/db/schema/certification/exams";
import { payPageUrl, waitAuditUrl } from "../registrations";
import type { Attempt } from "./queries";

type ExamRules = { id: number; cnt: number; monthlyLimit: number };

/** An attempt counts once paid for; one the operator rejected does not. */
const counts = (a: Attempt) => a.paidAt !== null && a.status !== "rejected";

export const openAttempt = (attempts: Attempt[]) => attempts.find((a) => (OPEN_STATUSES as readonly string[]).includes(a.status));

/**
 * Spec 001 section 4 "Attempts": cnt (0 unlimited) paid attempts in all, at most monthlyLimit in one Beijing calendar
 * month, and after a failed attempt the next one only from the next calendar month. Answers why a new attempt is
 * refused now, or null when it may start.
 */
export function attemptRefusal(exam: ExamRules, attempts: Attempt[], now = new Date()) {
  const monthStart = beijingMonthStart(now);
  const paid = attempts.filter(counts);
  if (attempts.some((a) => a.status === "passed")) return "您已通过该考试，无需重复报名";
  if (exam.cnt > 0 && paid.length >= exam.cnt) return `该考试最多可参加${exam.cnt}次，您的考试次数已用完`;
  const failed = attempts.find((a) => a.status === "failed");
  if (failed && (failed.resultAt ?? failed.createdAt) >= monthStart) return "您本月的考试未通过，请下个自然月再报名";
  const thisMonth = paid.filter((a) => a.paidAt! >= monthStart).length;
  if (exam.monthlyLimit > 0 && thisMonth >= exam.monthlyLimit)
    return `该考试每个自然月最多可报名${exam.monthlyLimit}次，请下个自然月再报名`;
  return null;
}

/** Attempts still open to the candidate: null when unlimited. */
export function attemptsLeft(exam: ExamRules, attempts: Attempt[]) {
  return exam.cnt === 0 ? null : Math.max(exam.cnt - attempts.filter(counts).length, 0);
}

/** Where an open registration goes on from (spec 001 section 4 "Exam flow"). */
export function nextStepUrl(reg: { id: number; examId: number; status: RegistrationStatus }) {
  switch (reg.status) {
    case "check":
      return `/certification/examcheck/${reg.examId}`;
    case "unpaid":
      return payPageUrl(reg);
    case "approved":
      return `/certification/time?examid=${reg.examId}`;
    case "booked":
      return "/my/examinfo";
    default:
      return waitAuditUrl(reg.examId);
  }
}

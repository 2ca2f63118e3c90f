import { equalsInt, equalsText, flag, when } from "@/api/admin/filters";
import { defineResource } from "@/api/admin/resource";
import { ATTEMPT_END_REASONS, ATTEMPT_STATUSES } from "@/api/contract/online-exam";
import type { ExamAttemptRow } from "@/api/contract/online-exam-admin";
import type { Conn } from "@/db/client";
import { examAttempts } from "@/db/schema/certification/online-exams";
import { type AttemptRow, attemptNames, hasViolations } from "./queries";

/** The exam's and sitting's names and the candidate's (from the registration), for the page's rows only. */
async function namesOf(db: Conn, rows: AttemptRow[]) {
  const names = await attemptNames(
    db,
    rows.map((r) => r.id),
  );
  return new Map(names.map((n) => [n.id, { examName: n.examName, sessionName: n.sessionName, chineseName: n.chineseName }]));
}

/**
 * 监考记录: the in-house attempts for operators to review (the facts here; the timeline, snapshots and 作废 are
 * exam-attempts-routes.ts). Read only through REST: attempts are written by the engine.
 */
export const examAttemptsResource = defineResource<ExamAttemptRow>()({
  name: "exam-attempts",
  table: examAttempts,
  sortable: {
    startedAt: examAttempts.startedAt,
    endedAt: examAttempts.endedAt,
    score: examAttempts.score,
    violations: examAttempts.violations,
  },
  filters: {
    examId: equalsInt(examAttempts.examId),
    sessionId: equalsInt(examAttempts.sessionId),
    registrationId: equalsInt(examAttempts.registrationId),
    status: equalsText(examAttempts.status, ATTEMPT_STATUSES),
    endReason: equalsText(examAttempts.endReason, ATTEMPT_END_REASONS),
    proctored: flag(examAttempts.proctored),
    violated: when(hasViolations),
  },
  figures: namesOf,
  serialize: (a: AttemptRow) => ({
    id: a.id,
    registrationId: a.registrationId,
    examId: a.examId,
    sessionId: a.sessionId,
    status: a.status,
    proctored: a.proctored === 1,
    violations: a.violations,
    leaveLimit: a.leaveLimit,
    startedAt: a.startedAt,
    endsAt: a.endsAt,
    endedAt: a.endedAt,
    endReason: a.endReason,
    pending: a.pending,
    score: a.score,
    zongFen: a.zongFen,
    passScore: a.passScore,
    scoredAt: a.scoredAt,
    voidReason: a.voidReason,
    voidedAt: a.voidedAt,
  }),
});

import { equalsInt, equalsText, search } from "@/api/admin/filters";
import { defineResource, type Serialized } from "@/api/admin/resource";
import type { ExamResultRow } from "@/api/contract/certification-admin";
import { examRegistrations } from "@/db/schema/certification/exams";
import { registrationsAt } from "./queries";

/** Attempts the results screen works on: booked ones wait for a score; passed and failed ones hold it. */
const RESULT_STATUSES = ["booked", "passed", "failed"] as const;

/** An attempt as the results screen reads it (and as recording a score answers it). */
export function resultRow(r: typeof examRegistrations.$inferSelect): Serialized<ExamResultRow> {
  return {
    id: r.id,
    examId: r.examId,
    sessionId: r.sessionId,
    chineseName: r.chineseName,
    companyName: r.companyName,
    areaCode: r.areaCode,
    phone: r.phone,
    status: r.status,
    score: r.score,
    bookedAt: r.bookedAt,
    resultAt: r.resultAt,
  };
}

/**
 * Read-only here: a score is recorded through exam-results-routes.ts (one by one or by CSV import), which moves the
 * attempt on, issues the certificate and tells the candidate. Operators only, and no ID number is needed to score.
 */
export const examResultsResource = defineResource<ExamResultRow>()({
  name: "exam-results",
  table: examRegistrations,
  sortable: { bookedAt: examRegistrations.bookedAt, resultAt: examRegistrations.resultAt, score: examRegistrations.score },
  filters: {
    q: search(examRegistrations.chineseName, examRegistrations.phone),
    examId: equalsInt(examRegistrations.examId),
    sessionId: equalsInt(examRegistrations.sessionId),
    status: equalsText(examRegistrations.status, RESULT_STATUSES),
  },
  scope: () => registrationsAt(RESULT_STATUSES),
  serialize: resultRow,
});

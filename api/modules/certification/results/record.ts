import { RESULT_MSG } from "@/api/contract/exam-results";
import { fail } from "@/api/protocol/errors";
import type { SmsDriver } from "@/api/providers/sms";
import type { Tx } from "@/db/client";
import type { examRegistrations } from "@/db/schema/certification/exams";
import { issueCertificate } from "../certificates/issue";
import { notifyResult } from "./notices";
import { attemptWithExam, markResult } from "./queries";

type Registration = typeof examRegistrations.$inferSelect;

/**
 * Records the score of a booked attempt: passed at or above the exam's pass score, failed below. The move
 * booked → passed|failed is one guarded UPDATE, so recording twice (even at once) applies once; the winner issues
 * the certificate on a pass and tells the candidate, all in the caller's transaction. Answers the row before and
 * after and the certificate, or undefined when the attempt was no longer booked.
 */
export async function recordResult(tx: Tx, sms: SmsDriver, registrationId: number, score: number) {
  const found = await attemptWithExam(tx, registrationId);
  if (!found) fail(RESULT_MSG.notFound);
  const { reg, exam } = found;
  if (score > exam.zongFen) fail(RESULT_MSG.overFull(exam.zongFen), "score");
  const after = await markResult(tx, registrationId, score >= exam.passScore ? "passed" : "failed", score);
  if (!after) return undefined;
  const certificate = after.status === "passed" ? await issueCertificate(tx, { ...after, score }, exam) : null;
  await notifyResult(tx, sms, after, exam, certificate);
  return { before: reg as Registration, after, certificate };
}
export type RecordedResult = NonNullable<Awaited<ReturnType<typeof recordResult>>>;

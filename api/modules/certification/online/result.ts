import { ONLINE_MSG, type OnlineResultData, type OnlineReviewItem } from "@/api/contract/online-exam";
import type { Deps } from "@/api/deps";
import { fail } from "@/api/protocol/errors";
import type { SessionUser } from "@/api/protocol/session";
import { findByRegistration } from "../certificates/queries";
import { endAttempt } from "./finish";
import { paperItems } from "./paper";
import { type AttemptState, answersOf, findAttempt, ownAttempt, registrationToStart } from "./queries";
import { candidateAnswer, candidateQuestion, submitted } from "./view";

async function summary(deps: Deps, attempt: AttemptState) {
  const certificate = attempt.status === "scored" ? await findByRegistration(deps.db, attempt.registrationId) : undefined;
  return submitted(attempt, certificate && !certificate.revokedAt ? certificate.number : null);
}

/** Ends the attempt if its time is up and nobody ended it yet; answers it as it now stands. */
async function settled(deps: Deps, attempt: AttemptState): Promise<AttemptState> {
  if (attempt.endedAt || attempt.endsAt > new Date()) return attempt;
  await endAttempt(deps.db, deps.sms, attempt.id, "timeout");
  return (await findAttempt(deps.db, attempt.id)) ?? attempt;
}

/**
 * pearson/OnlineSubmit {attemptId}: 交卷. Ends the attempt (as a time-out once the end time has passed) and answers
 * the score, pass and certificate, or how many answers wait for marking. Asked again it answers the same and changes nothing.
 */
export async function submitOnline(deps: Deps, user: SessionUser, attemptId: number) {
  const attempt = await ownAttempt(deps.db, attemptId, user.id);
  if (!attempt) fail(ONLINE_MSG.attempt, "attemptId");
  if (!attempt.endedAt) await endAttempt(deps.db, deps.sms, attempt.id, attempt.endsAt <= new Date() ? "timeout" : "submitted");
  return summary(deps, (await findAttempt(deps.db, attempt.id)) ?? attempt);
}

/**
 * pearson/OnlineResult {eadid}: after the end, the candidate's paper with their answers and, when the exam allows
 * review, the right answers, 解析 and the markers' comments.
 */
export async function onlineResult(deps: Deps, user: SessionUser, eadid: number): Promise<OnlineResultData> {
  const found = await registrationToStart(deps.db, eadid, user.id);
  const begun = found?.attempt;
  if (!found || !begun) fail(ONLINE_MSG.attempt, "eadid");
  const attempt = await settled(deps, begun);
  if (!attempt.endedAt) fail(ONLINE_MSG.notEnded);
  const review = attempt.allowReview === 1 && attempt.status !== "voided";
  const given = new Map((await answersOf(deps.db, attempt.id)).map((a) => [a.questionId, a]));
  // The paper as drawn: it never changes once the attempt has begun.
  const items = (await paperItems(deps.db, begun.paper)).map((item): OnlineReviewItem => {
    const row = given.get(item.questionId);
    const base = { ...candidateQuestion(item), answer: row ? candidateAnswer(row, item) : null };
    if (!review) return { ...base, score: null };
    const score = row ? (row.autoScore ?? row.markScore) : 0;
    return {
      ...base,
      score,
      ...(item.type === "fill" ? { blankAnswers: item.blankAnswers } : {}),
      ...(item.type === "short" ? { referenceAnswer: item.referenceAnswer, markComment: row?.markComment ?? "" } : {}),
      ...(item.type !== "fill" && item.type !== "short" ? { correctOptions: item.correctOptions } : {}),
      analysis: item.analysis,
    };
  });
  return { ...(await summary(deps, attempt)), examName: found.exam.name, review, items };
}

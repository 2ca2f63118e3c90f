import { ATTEMPT_END_LABELS, type AttemptEndReason } from "@/api/contract/online-exam";
import type { SmsDriver } from "@/api/providers/sms";
import type { Db, Tx } from "@/db/client";
import { recordResult } from "../results/record";
import { paperItems } from "./paper";
import { answersOf, insertEvent, markEnded, markScored, setAutoScores, setPending, unmarkedCount } from "./queries";
import { autoScore } from "./score";

/**
 * marking → scored, once, then the result goes on the registration through the same path as an imported score
 * (certificate on a pass, letter and text either way). Answers the certificate number issued, if any.
 */
async function scoreAttempt(tx: Tx, sms: SmsDriver, attemptId: number) {
  const scored = await markScored(tx, attemptId);
  if (!scored || scored.score === null) return { score: null, certificateNumber: null };
  const result = await recordResult(tx, sms, scored.registrationId, scored.score);
  return { score: scored.score, certificateNumber: result?.certificate?.number ?? null };
}

/**
 * Ends a running attempt (submitted, time out or too many leaves) and scores what the machine can. With no short
 * answer waiting the attempt is scored at once. The end is one guarded update, so a submit racing the time-out job
 * ends and scores once; the loser gets undefined.
 */
export async function endAttempt(db: Db, sms: SmsDriver, attemptId: number, reason: AttemptEndReason) {
  return db.transaction(async (tx) => {
    const ended = await markEnded(tx, attemptId, reason);
    if (!ended) return undefined;
    const given = new Map((await answersOf(tx, attemptId)).map((a) => [a.questionId, a]));
    const scores = (await paperItems(db, ended.paper, tx))
      .filter((item) => given.has(item.questionId))
      .map((item) => ({ question_id: item.questionId, auto_score: autoScore(item, given.get(item.questionId)) }));
    await setAutoScores(tx, attemptId, scores);
    const pending = scores.filter((s) => s.auto_score === null).length;
    await insertEvent(tx, attemptId, "end", ATTEMPT_END_LABELS[reason]);
    await setPending(tx, attemptId, pending);
    const scored = pending === 0 ? await scoreAttempt(tx, sms, attemptId) : null;
    return { attempt: ended, pending, certificateNumber: scored?.certificateNumber ?? null };
  });
}

/**
 * After a marker scored an answer: recounts the attempt's answers still waiting and, when none is left, scores the
 * attempt and records the result (certificate and letter), in the marker's transaction.
 */
export async function finishMarking(
  tx: Tx,
  sms: SmsDriver,
  attemptId: number,
): Promise<{ finished: boolean; score: number | null; certificateNumber: string | null }> {
  const pending = await unmarkedCount(tx, attemptId);
  await setPending(tx, attemptId, pending);
  if (pending > 0) return { finished: false, score: null, certificateNumber: null };
  return { finished: true, ...(await scoreAttempt(tx, sms, attemptId)) };
}

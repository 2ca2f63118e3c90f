import { QUIZ_MSG, type QuizAnswerInput, type QuizResult } from "@/api/contract/course-quiz";
import type { PaperItem } from "@/api/contract/online-exam";
import { fail } from "@/api/protocol/errors";
import type { SessionUser } from "@/api/protocol/session";
import type { Db } from "@/db/client";
import { issueCompletionCertificate } from "../completion-certificates";
import { finishIfDone, markSubmitted, ownAttempt } from "./queries";
import { itemScore, resultOf } from "./result";

/** One answer checked against its paper question: its own options only, one for single and true/false, no more blanks than it has. */
function checkedAnswer(item: PaperItem | undefined, a: QuizAnswerInput): QuizAnswerInput {
  if (!item) fail(QUIZ_MSG.notInPaper, "questionId");
  const optionIds = [...new Set(a.optionIds)];
  const known = new Set(item.options.map((o) => o.id));
  if (optionIds.some((id) => !known.has(id))) fail(QUIZ_MSG.badOption, "optionIds");
  if ((item.type === "single" || item.type === "judge") && optionIds.length > 1) fail(QUIZ_MSG.badOption, "optionIds");
  if (item.type !== "fill") return { questionId: item.questionId, optionIds, texts: [] };
  if (a.texts.length > item.blankAnswers.length) fail(QUIZ_MSG.blanks, "texts");
  return { questionId: item.questionId, optionIds: [], texts: a.texts };
}

/**
 * MoocTraining/QuizSubmit {attemptId, answers}: scores the whole paper at once (a question left out scores 0) and
 * submits it in one guarded update, so two submits at once score once. A pass may finish the course
 * (course_finish_if_done), and the call that finished it issues the 结业证书, in the same transaction.
 */
export async function submitQuiz(db: Db, user: SessionUser, input: { attemptId: number; answers: QuizAnswerInput[] }): Promise<QuizResult> {
  const found = await ownAttempt(db, input.attemptId, user.id);
  if (!found) fail(QUIZ_MSG.attempt, "attemptId");
  const { attempt } = found;
  if (attempt.submittedAt) fail(QUIZ_MSG.submitted);
  const items = new Map(attempt.paper.map((q) => [q.questionId, q]));
  // The last answer given for a question stands; kept in the paper's order.
  const given = new Map(input.answers.map((a) => [a.questionId, checkedAnswer(items.get(a.questionId), a)]));
  const answers = attempt.paper.flatMap((q) => given.get(q.questionId) ?? []);
  const score = attempt.paper.reduce((sum, q) => sum + itemScore(q, given.get(q.questionId)), 0);
  const passed = score >= attempt.passScore;
  const submitted = await db.transaction(async (tx) => {
    const row = await markSubmitted(tx, attempt.id, { answers, score, passed });
    if (!row) fail(QUIZ_MSG.submitted);
    if (passed && (await finishIfDone(tx, user.id, attempt.courseId)) === 2)
      await issueCompletionCertificate(tx, user.id, attempt.courseId);
    return row;
  });
  return resultOf(db, { ...found, attempt: submitted });
}

import { QUIZ_MSG, type QuizAnswerInput, type QuizResult } from "@/api/contract/course-quiz";
import type { OnlineAnswer, OnlineReviewItem, PaperItem } from "@/api/contract/online-exam";
import { fail } from "@/api/protocol/errors";
import type { SessionUser } from "@/api/protocol/session";
import type { Conn } from "@/db/client";
import { courseCertificateNumbers } from "../../certification/certificates/of-people";
import { autoScore } from "../../certification/online/score";
import { candidateQuestion } from "../../certification/online/view";
import { courseFinished, type OwnAttempt, ownAttempt, submittedCount } from "./queries";

/** The machine's score of one answer; the quiz asks machine-marked types only, so a null (never) counts 0. */
export const itemScore = (item: PaperItem, given: QuizAnswerInput | undefined) => autoScore(item, given) ?? 0;

/** A kept answer as the review gives it back: a fill-in's texts as a list, any other's as one text. */
function reviewAnswer(item: PaperItem, a: QuizAnswerInput): OnlineAnswer {
  return { questionId: a.questionId, optionIds: a.optionIds, text: item.type === "fill" ? a.texts : (a.texts[0] ?? ""), flagged: false };
}

/**
 * The paper as drawn with the learner's answers and, when the quiz allows review, each one's score, the right answers
 * and 解析 (as the exam's review: without review, the scores stay hidden too, or they would tell the right answers).
 */
function reviewItems(paper: PaperItem[], answers: QuizAnswerInput[], review: boolean) {
  const given = new Map(answers.map((a) => [a.questionId, a]));
  return paper.map((item): OnlineReviewItem => {
    const a = given.get(item.questionId);
    const base = { ...candidateQuestion(item), answer: a ? reviewAnswer(item, a) : null };
    if (!review) return { ...base, score: null };
    return {
      ...base,
      score: itemScore(item, a),
      ...(item.type === "fill" ? { blankAnswers: item.blankAnswers } : { correctOptions: item.correctOptions }),
      analysis: item.analysis,
    };
  });
}

/** A submitted attempt as its result screen shows it, with where the course and its 结业证书 stand now. */
export async function resultOf(conn: Conn, { attempt, quiz, course }: OwnAttempt): Promise<QuizResult> {
  const review = quiz.allowReview === 1;
  const [used, finished, certificates] = await Promise.all([
    quiz.maxAttempts > 0 ? submittedCount(conn, attempt.userId, quiz.id) : Promise.resolve(0),
    courseFinished(conn, attempt.userId, attempt.courseId),
    courseCertificateNumbers(conn, attempt.userId, [attempt.courseId]),
  ]);
  return {
    attemptId: attempt.id,
    quizId: quiz.id,
    title: quiz.title,
    courseStrId: course.strId,
    score: attempt.score ?? 0,
    zongFen: attempt.zongFen,
    passScore: attempt.passScore,
    passed: attempt.passed === 1,
    attemptsLeft: quiz.maxAttempts > 0 ? Math.max(0, quiz.maxAttempts - used) : null,
    review,
    items: reviewItems(attempt.paper, attempt.answers, review),
    courseFinished: finished,
    certificateNumber: certificates.get(attempt.courseId) ?? null,
  };
}

/** MoocTraining/QuizResult {attemptId}: the person's own submitted attempt; an open or someone else's is refused. */
export async function quizResult(conn: Conn, user: SessionUser, attemptId: number) {
  const found = await ownAttempt(conn, attemptId, user.id);
  if (!found?.attempt.submittedAt) fail(QUIZ_MSG.attempt, "attemptId");
  return resultOf(conn, found);
}

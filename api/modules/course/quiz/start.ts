import { QUIZ_MSG, QUIZ_QUESTION_TYPES, type QuizStarted } from "@/api/contract/course-quiz";
import { fail } from "@/api/protocol/errors";
import type { SessionUser } from "@/api/protocol/session";
import type { Db } from "@/db/client";
import { drawFrom } from "../../certification/online/draw";
import { candidateQuestion } from "../../certification/online/view";
import { courseBankOf } from "../../certification/question-bank/course-bank";
import { startEnrollment } from "../queries";
import { requireQuiz } from "./info";
import { insertOpenAttempt, openAttempt, type Quiz, type QuizAttempt, submittedCount } from "./queries";

/** A new attempt: the paper drawn from the course's questions, inserted unless another start beat this one to it. */
async function newAttempt(db: Db, userId: number, quiz: Quiz): Promise<QuizAttempt> {
  if (quiz.maxAttempts > 0 && (await submittedCount(db, userId, quiz.id)) >= quiz.maxAttempts) fail(QUIZ_MSG.noAttempts);
  if (quiz.rules.sections.length === 0) fail(QUIZ_MSG.noPaper);
  // Machine-marked types only: a short answer serving the course would wait for a marker.
  const bank = (await courseBankOf(db, quiz.courseId)).filter((q) => (QUIZ_QUESTION_TYPES as readonly string[]).includes(q.type));
  const paper = drawFrom(bank, quiz.rules, QUIZ_MSG.shortBank);
  const values = {
    quizId: quiz.id,
    userId,
    courseId: quiz.courseId,
    paper,
    zongFen: paper.reduce((sum, q) => sum + q.points, 0),
    passScore: quiz.passScore,
  };
  const made = await db.transaction(async (tx) => {
    // Taking a quiz begins the course, as opening its study page does.
    await startEnrollment(tx, userId, quiz.courseId);
    return insertOpenAttempt(tx, values);
  });
  // Two starts at once: the other one's attempt is the one kept.
  const attempt = made ?? (await openAttempt(db, userId, quiz.id));
  if (!attempt) fail(QUIZ_MSG.attempt);
  return attempt;
}

/**
 * MoocTraining/QuizStart {quizId}: resumes the person's open attempt (same questions, same order), or draws a new
 * paper by the quiz's rules while attempts are left. The questions come without any right answer or 解析.
 */
export async function startQuiz(db: Db, user: SessionUser, quizId: number): Promise<QuizStarted> {
  const { quiz } = await requireQuiz(db, quizId);
  const open = await openAttempt(db, user.id, quiz.id);
  const attempt = open ?? (await newAttempt(db, user.id, quiz));
  return { attemptId: attempt.id, quizId: quiz.id, title: quiz.title, questions: attempt.paper.map(candidateQuestion) };
}

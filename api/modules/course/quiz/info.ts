import { QUIZ_MSG, type QuizInfo } from "@/api/contract/course-quiz";
import { fail } from "@/api/protocol/errors";
import type { SessionUser } from "@/api/protocol/session";
import type { Conn } from "@/db/client";
import { briefOf } from "./briefs";
import { attemptFigures, quizOfPublishedCourse } from "./queries";

/** The quiz of a published course, or QUIZ_MSG.quiz. */
export async function requireQuiz(conn: Conn, quizId: number) {
  const found = await quizOfPublishedCourse(conn, quizId);
  if (!found) fail(QUIZ_MSG.quiz, "quizId");
  return found;
}

/**
 * MoocTraining/QuizInfo {quizId}: the quiz's start screen, its figures from its paper rules (never typed twice) and
 * where the person stands: attempts used, best score, a pass, the attempt to resume and the last one to review.
 */
export async function quizInfo(conn: Conn, user: SessionUser, quizId: number): Promise<QuizInfo> {
  const { quiz, course } = await requireQuiz(conn, quizId);
  const mine = await attemptFigures(conn, user.id, quiz.id);
  return {
    ...briefOf(quiz, mine),
    courseStrId: course.strId,
    courseTitle: course.title,
    allowReview: quiz.allowReview === 1,
    runningAttemptId: mine.runningAttemptId,
    lastAttemptId: mine.lastAttemptId,
  };
}

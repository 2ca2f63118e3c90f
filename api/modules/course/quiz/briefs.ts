import type { CourseQuizBrief } from "@/api/contract/course-quiz";
import { paperFigures } from "@/api/contract/online-exam";
import type { Conn } from "@/db/client";
import { type Quiz, quizzesWithFigures } from "./queries";

/**
 * A course's quizzes as its outline shows them (chapter quizzes and the 结业测验), with the person's submitted
 * attempts: how many, the best score and whether one passed (0 and null for a visitor).
 */
export async function courseQuizBriefs(db: Conn, courseId: number, userId: number | null): Promise<CourseQuizBrief[]> {
  const rows = await quizzesWithFigures(db, courseId, userId);
  return rows.map(({ quiz, used, best, passed }) =>
    briefOf(quiz, { attemptsUsed: used ?? 0, bestScore: best ?? null, passed: passed === 1 }),
  );
}

/** A quiz as the outline and its start screen show it: its figures from its rules (never typed twice) and the person's. */
export function briefOf(q: Quiz, mine: Pick<CourseQuizBrief, "attemptsUsed" | "bestScore" | "passed">): CourseQuizBrief {
  return {
    id: q.id,
    title: q.title,
    chapterId: q.chapterId,
    ...paperFigures(q.rules),
    passScore: q.passScore,
    maxAttempts: q.maxAttempts,
    ...mine,
  };
}

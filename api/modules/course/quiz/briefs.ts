import type { CourseQuizBrief } from "@/api/contract/course-quiz";
import { paperFigures } from "@/api/contract/online-exam";
import type { Conn } from "@/db/client";
import { quizzesWithFigures } from "./queries";

/**
 * A course's quizzes as its outline shows them (chapter quizzes and the 结业测验), with the person's submitted
 * attempts: how many, the best score and whether one passed (0 and null for a visitor).
 */
export async function courseQuizBriefs(db: Conn, courseId: number, userId: number | null): Promise<CourseQuizBrief[]> {
  const rows = await quizzesWithFigures(db, courseId, userId);
  return rows.map(({ quiz: q, used, best, passed }) => ({
    id: q.id,
    title: q.title,
    chapterId: q.chapterId,
    ...paperFigures(q.rules),
    passScore: q.passScore,
    maxAttempts: q.maxAttempts,
    attemptsUsed: used ?? 0,
    bestScore: best ?? null,
    passed: passed === 1,
  }));
}

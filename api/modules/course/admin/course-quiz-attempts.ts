import { equalsInt, flag, isSet } from "@/api/admin/filters";
import { defineResource } from "@/api/admin/resource";
import { maskMobile } from "@/api/contract/admin";
import type { CourseQuizAttemptRow } from "@/api/contract/course-quizzes-admin";
import { pick } from "@/api/contract/pick";
import type { Conn } from "@/db/client";
import { courseQuizAttempts } from "@/db/schema/course/quiz";
import { peopleByIds } from "../../account/people";
import { quizTitles } from "./queries";

type Attempt = typeof courseQuizAttempts.$inferSelect;

/** Who made each listed attempt (name, masked number) and the quiz's title, read for the page's rows only. */
async function attemptFigures(db: Conn, rows: Attempt[]) {
  const [people, titles] = await Promise.all([
    peopleByIds(
      db,
      rows.map((r) => r.userId),
    ),
    quizTitles(db, [...new Set(rows.map((r) => r.quizId))]),
  ]);
  return new Map(
    rows.map((r) => [
      r.id,
      {
        personName: people.get(r.userId)?.chineseName ?? "",
        personMobile: maskMobile(people.get(r.userId)?.mobile ?? ""),
        quizTitle: titles.get(r.quizId) ?? "",
      },
    ]),
  );
}

/**
 * 测验记录 (read only): who took which quiz, when, and the score. The paper (with its answers) and the learner's
 * answers stay in the row: an operator needs the outcome, not the key.
 */
export const courseQuizAttemptsResource = defineResource<CourseQuizAttemptRow>()({
  name: "course-quiz-attempts",
  table: courseQuizAttempts,
  sortable: { startedAt: courseQuizAttempts.startedAt, submittedAt: courseQuizAttempts.submittedAt, score: courseQuizAttempts.score },
  filters: {
    quizId: equalsInt(courseQuizAttempts.quizId),
    courseId: equalsInt(courseQuizAttempts.courseId),
    userId: equalsInt(courseQuizAttempts.userId),
    passed: flag(courseQuizAttempts.passed),
    submitted: isSet(courseQuizAttempts.submittedAt),
  },
  figures: attemptFigures,
  serialize: (r) => ({
    ...pick(r, ["id", "quizId", "courseId", "userId", "score", "zongFen", "passScore", "startedAt", "submittedAt"]),
    questionCount: r.paper.length,
    passed: r.passed === null ? null : r.passed === 1,
  }),
});

import { equalsInt, search } from "@/api/admin/filters";
import { refuseWhileUsed } from "@/api/admin/in-use";
import { defineResource } from "@/api/admin/resource";
import {
  CourseQuizCreateSchema,
  type CourseQuizForm,
  type CourseQuizRow,
  CourseQuizUpdateSchema,
  QUIZ_ADMIN_MSG,
} from "@/api/contract/course-quizzes-admin";
import { paperFigures } from "@/api/contract/online-exam";
import { pick } from "@/api/contract/pick";
import { httpError } from "@/api/protocol/errors";
import type { Conn, Tx } from "@/db/client";
import { courseQuizAttempts, courseQuizzes } from "@/db/schema/course/quiz";
import { courseExists, courseOfChapter, quizAttemptCounts, quizHolding } from "./queries";
import { checkQuizBank } from "./quiz-bank";

type Quiz = typeof courseQuizzes.$inferSelect;

/** 题目数 and 总分 from the rules, the switch as a boolean. */
function serialize(q: Quiz) {
  return {
    ...pick(q, ["id", "courseId", "chapterId", "title", "rules", "passScore", "maxAttempts", "createdAt", "updatedAt"]),
    allowReview: q.allowReview === 1,
    ...paperFigures(q.rules),
  };
}

/** Per listed quiz: submitted attempts, the people who made them, and the share of attempts that passed. */
async function quizFigures(db: Conn, rows: Quiz[]) {
  const counts = new Map(
    (
      await quizAttemptCounts(
        db,
        rows.map((r) => r.id),
      )
    ).map((c) => [c.quizId, c]),
  );
  return new Map(
    rows.map((r) => {
      const c = counts.get(r.id);
      const attempts = c?.attempts ?? 0;
      return [r.id, { attempts, learners: c?.learners ?? 0, passRate: attempts ? Math.round(((c?.passed ?? 0) * 100) / attempts) : null }];
    }),
  );
}

/**
 * The checks of a write, in the order an operator fixes them: the course, the chapter (of that course), one quiz per
 * chapter and one 结业测验 per course (the unique indexes say so too, `conflict` below answers a race), and a bank
 * that can fill every section.
 */
async function checkedValues(tx: Tx, courseId: number, input: CourseQuizForm, exceptId: number | null) {
  if (!(await courseExists(tx, courseId))) throw httpError(400, QUIZ_ADMIN_MSG.courseMissing, "courseId");
  if (input.chapterId !== null) {
    const chapterCourse = await courseOfChapter(tx, input.chapterId);
    if (chapterCourse === null) throw httpError(400, QUIZ_ADMIN_MSG.chapterMissing, "chapterId");
    if (chapterCourse !== courseId) throw httpError(400, QUIZ_ADMIN_MSG.chapterElsewhere, "chapterId");
  }
  if ((await quizHolding(tx, { courseId, chapterId: input.chapterId }, exceptId)) !== null) {
    throw httpError(409, input.chapterId === null ? QUIZ_ADMIN_MSG.finalTaken : QUIZ_ADMIN_MSG.chapterTaken, "chapterId");
  }
  await checkQuizBank(tx, courseId, input.rules);
  return input;
}

/**
 * 课程测验: a course's chapter quizzes and its 结业测验, operators only. A quiz stays in its course; one with attempts
 * is not deleted (its learners' scores and the course's finish read them). Editing changes no attempt made: each keeps
 * its own paper and pass score.
 */
export const courseQuizzesResource = defineResource<CourseQuizRow>()({
  name: "course-quizzes",
  table: courseQuizzes,
  sortable: { title: courseQuizzes.title, createdAt: courseQuizzes.createdAt, updatedAt: courseQuizzes.updatedAt },
  filters: { q: search(courseQuizzes.title), courseId: equalsInt(courseQuizzes.courseId), chapterId: equalsInt(courseQuizzes.chapterId) },
  serialize,
  figures: quizFigures,
  create: {
    schema: CourseQuizCreateSchema,
    values: async ({ courseId, ...input }, { tx }) => ({ courseId, ...(await checkedValues(tx, courseId, input, null)) }),
  },
  update: {
    schema: CourseQuizUpdateSchema,
    values: async (input, { tx, before }) => ({ ...(await checkedValues(tx, before.courseId, input, before.id)), updatedAt: new Date() }),
  },
  remove: { check: refuseWhileUsed(courseQuizAttempts.quizId, QUIZ_ADMIN_MSG.answered) },
  conflict: QUIZ_ADMIN_MSG.taken,
});

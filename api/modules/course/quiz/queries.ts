import { and, asc, eq, getTableColumns, isNotNull, isNull, sql } from "drizzle-orm";
import type { QuizAnswerInput } from "@/api/contract/course-quiz";
import type { Conn, Tx } from "@/db/client";
import { rowsOf } from "@/db/rows";
import { courseEnrollments, courses } from "@/db/schema/course";
import { courseQuizAttempts, courseQuizzes } from "@/db/schema/course/quiz";

export type Quiz = typeof courseQuizzes.$inferSelect;
export type QuizAttempt = typeof courseQuizAttempts.$inferSelect;

const courseRef = { id: courses.id, strId: courses.strId, title: courses.title };

/** A quiz of a published course with its course; a quiz of a course taken offline is as absent as a missing one. */
export async function quizOfPublishedCourse(conn: Conn, quizId: number) {
  const [row] = await conn
    .select({ quiz: courseQuizzes, course: courseRef })
    .from(courseQuizzes)
    .innerJoin(courses, and(eq(courses.id, courseQuizzes.courseId), eq(courses.published, 1)))
    .where(eq(courseQuizzes.id, quizId));
  return row;
}

/** The person's attempts at the quiz in figures: submitted ones, best score, any pass, the open one, the last submitted. */
export async function attemptFigures(conn: Conn, userId: number, quizId: number) {
  const a = courseQuizAttempts;
  const [row] = await conn
    .select({
      attemptsUsed: sql<number>`count(*) filter (where ${a.submittedAt} is not null)::int`,
      bestScore: sql<number | null>`max(${a.score})::int`,
      passed: sql<boolean>`coalesce(bool_or(${a.passed} = 1), false)`,
      runningAttemptId: sql<number | null>`max(${a.id}) filter (where ${a.submittedAt} is null)`,
      lastAttemptId: sql<number | null>`(array_agg(${a.id} order by ${a.submittedAt} desc, ${a.id} desc)
        filter (where ${a.submittedAt} is not null))[1]`,
    })
    .from(a)
    .where(and(eq(a.userId, userId), eq(a.quizId, quizId)));
  return row ?? { attemptsUsed: 0, bestScore: null, passed: false, runningAttemptId: null, lastAttemptId: null };
}

export async function submittedCount(conn: Conn, userId: number, quizId: number) {
  const [row] = await conn
    .select({ n: sql<number>`count(*)::int` })
    .from(courseQuizAttempts)
    .where(and(eq(courseQuizAttempts.userId, userId), eq(courseQuizAttempts.quizId, quizId), isNotNull(courseQuizAttempts.submittedAt)));
  return row?.n ?? 0;
}

/** The person's unsubmitted attempt at the quiz (at most one: the partial unique index). */
export async function openAttempt(conn: Conn, userId: number, quizId: number) {
  const [row] = await conn
    .select()
    .from(courseQuizAttempts)
    .where(and(eq(courseQuizAttempts.userId, userId), eq(courseQuizAttempts.quizId, quizId), isNull(courseQuizAttempts.submittedAt)));
  return row;
}

/** Inserts an open attempt unless the person has one already (two starts at once): answers it, or undefined. */
export async function insertOpenAttempt(tx: Tx, values: typeof courseQuizAttempts.$inferInsert) {
  const [row] = await tx
    .insert(courseQuizAttempts)
    .values(values)
    .onConflictDoNothing({
      target: [courseQuizAttempts.userId, courseQuizAttempts.quizId],
      where: sql`${courseQuizAttempts.submittedAt} is null`,
    })
    .returning();
  return row;
}

const attemptColumns = getTableColumns(courseQuizAttempts);

/** The caller's attempt with its quiz and course; someone else's is as absent as a missing one. */
export async function ownAttempt(conn: Conn, attemptId: number, userId: number) {
  const [row] = await conn
    .select({ attempt: attemptColumns, quiz: courseQuizzes, course: courseRef })
    .from(courseQuizAttempts)
    .innerJoin(courseQuizzes, eq(courseQuizzes.id, courseQuizAttempts.quizId))
    .innerJoin(courses, eq(courses.id, courseQuizAttempts.courseId))
    .where(and(eq(courseQuizAttempts.id, attemptId), eq(courseQuizAttempts.userId, userId)));
  return row;
}
export type OwnAttempt = NonNullable<Awaited<ReturnType<typeof ownAttempt>>>;

/** Submits an open attempt, once: the guarded update two submits at once go through (the second touches no row). */
export async function markSubmitted(tx: Tx, attemptId: number, values: { answers: QuizAnswerInput[]; score: number; passed: boolean }) {
  const [row] = await tx
    .update(courseQuizAttempts)
    .set({ answers: values.answers, score: values.score, passed: values.passed ? 1 : 0, submittedAt: new Date() })
    .where(and(eq(courseQuizAttempts.id, attemptId), isNull(courseQuizAttempts.submittedAt)))
    .returning();
  return row;
}

/** course_finish_if_done (migration 0056): 0 not yet, 1 finished before, 2 finished by this call. */
export async function finishIfDone(tx: Tx, userId: number, courseId: number) {
  const [row] = rowsOf<{ done: number }>(await tx.execute(sql`select course_finish_if_done(${userId}, ${courseId}, now()) as done`));
  return Number(row?.done ?? 0);
}

/** Whether the person has finished the course. */
export async function courseFinished(db: Conn, userId: number, courseId: number) {
  const [enrollment] = await db
    .select({ finishedAt: courseEnrollments.finishedAt })
    .from(courseEnrollments)
    .where(and(eq(courseEnrollments.userId, userId), eq(courseEnrollments.courseId, courseId)));
  return Boolean(enrollment?.finishedAt);
}

/** A course's quizzes with the person's submitted attempts at each: how many, the best score, any pass (none for 0). */
export function quizzesWithFigures(db: Conn, courseId: number, userId: number | null) {
  const a = courseQuizAttempts;
  const mine = db
    .select({
      quizId: a.quizId,
      used: sql<number>`count(*)::int`.as("used"),
      best: sql<number | null>`max(${a.score})`.as("best"),
      passed: sql<number>`max(${a.passed})`.as("passed"),
    })
    .from(a)
    .where(and(eq(a.userId, userId ?? 0), eq(a.courseId, courseId), isNotNull(a.submittedAt)))
    .groupBy(a.quizId)
    .as("mine");
  return db
    .select({ quiz: courseQuizzes, used: mine.used, best: mine.best, passed: mine.passed })
    .from(courseQuizzes)
    .leftJoin(mine, eq(mine.quizId, courseQuizzes.id))
    .where(eq(courseQuizzes.courseId, courseId))
    .orderBy(asc(courseQuizzes.id));
}

/** The person's quiz attempts with what they answered and scored (the paper's right answers stay ours). */
export function attemptsHeldBy(db: Conn, userId: number) {
  const a = courseQuizAttempts;
  return db
    .select({
      course: courses.title,
      quiz: courseQuizzes.title,
      answers: a.answers,
      score: a.score,
      zongFen: a.zongFen,
      passed: a.passed,
      startedAt: a.startedAt,
      submittedAt: a.submittedAt,
    })
    .from(a)
    .innerJoin(courseQuizzes, eq(courseQuizzes.id, a.quizId))
    .innerJoin(courses, eq(courses.id, a.courseId))
    .where(eq(a.userId, userId))
    .orderBy(asc(a.startedAt), asc(a.id));
}

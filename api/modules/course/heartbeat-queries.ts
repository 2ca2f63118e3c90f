import { and, count, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { courseEnrollments, courseLessonProgress, courseLessons, studyClocks, studyDays } from "@/db/schema";

/**
 * The person's study clock, locked until the transaction ends, so their beats (whatever course) are credited one after
 * another. Null the first time: the row is then made, and a beat racing it waits on the insert and reads it after.
 */
export async function lockClock(tx: Tx, userId: number, at: { courseId: number; lessonId: number; now: Date }) {
  const read = async () => {
    const [row] = await tx.select().from(studyClocks).where(eq(studyClocks.userId, userId)).for("update");
    return row ?? null;
  };
  const held = await read();
  if (held) return held;
  const [made] = await tx
    .insert(studyClocks)
    .values({ userId, lastBeatAt: at.now, courseId: at.courseId, lessonId: at.lessonId })
    .onConflictDoNothing()
    .returning();
  return made ? null : read();
}

/** Moves the clock on (never back: a beat whose transaction began earlier may take the lock later). */
export async function moveClock(tx: Tx, userId: number, at: { courseId: number; lessonId: number; now: Date }) {
  await tx
    .update(studyClocks)
    .set({
      lastBeatAt: sql`greatest(${studyClocks.lastBeatAt}, ${at.now.toISOString()}::timestamptz)`,
      courseId: at.courseId,
      lessonId: at.lessonId,
    })
    .where(eq(studyClocks.userId, userId));
}

export async function findProgress(tx: Tx, userId: number, lessonId: number) {
  const [row] = await tx
    .select()
    .from(courseLessonProgress)
    .where(and(eq(courseLessonProgress.userId, userId), eq(courseLessonProgress.lessonId, lessonId)))
    .limit(1);
  return row ?? null;
}

export async function saveProgress(tx: Tx, row: typeof courseLessonProgress.$inferInsert & { updatedAt: Date }) {
  const { position, watched, finishedAt, updatedAt } = row;
  await tx
    .insert(courseLessonProgress)
    .values(row)
    .onConflictDoUpdate({
      target: [courseLessonProgress.userId, courseLessonProgress.lessonId],
      set: { position, watched, finishedAt, updatedAt },
    });
}

/** Adds credited seconds to the person's Beijing day for the course. */
export async function addStudySeconds(tx: Tx, userId: number, courseId: number, day: string, seconds: number) {
  await tx
    .insert(studyDays)
    .values({ userId, courseId, day, seconds })
    .onConflictDoUpdate({
      target: [studyDays.userId, studyDays.day, studyDays.courseId],
      set: { seconds: sql`${studyDays.seconds} + excluded.seconds` },
    });
}

/** Records where the person is in the course (begun now if not yet). */
export async function touchEnrollment(tx: Tx, userId: number, courseId: number, lessonId: number, now: Date) {
  await tx
    .insert(courseEnrollments)
    .values({ userId, courseId, startedAt: now, lastLessonId: lessonId, lastStudyAt: now })
    .onConflictDoUpdate({
      target: [courseEnrollments.userId, courseEnrollments.courseId],
      set: { startedAt: sql`coalesce(${courseEnrollments.startedAt}, excluded.started_at)`, lastLessonId: lessonId, lastStudyAt: now },
    });
}

/** Marks the course finished when every one of its lessons is; answers whether it is finished now. */
export async function finishCourseIfDone(tx: Tx, userId: number, courseId: number, now: Date) {
  const [[all], [done]] = await Promise.all([
    tx.select({ n: count() }).from(courseLessons).where(eq(courseLessons.courseId, courseId)),
    tx
      .select({ n: count() })
      .from(courseLessonProgress)
      .where(
        and(
          eq(courseLessonProgress.userId, userId),
          eq(courseLessonProgress.courseId, courseId),
          isNotNull(courseLessonProgress.finishedAt),
        ),
      ),
  ]);
  if (all!.n === 0 || done!.n < all!.n) return false;
  await tx
    .update(courseEnrollments)
    .set({ finishedAt: now })
    .where(and(eq(courseEnrollments.userId, userId), eq(courseEnrollments.courseId, courseId), isNull(courseEnrollments.finishedAt)));
  return true;
}

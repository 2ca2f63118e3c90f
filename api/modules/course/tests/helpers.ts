import type { Db } from "@/db/client";
import { courseChapters, courseLessons, courses } from "@/db/schema/course";
import { rows } from "@/tests/support/sql";

let serial = 0;

/**
 * A published course whose chapters hold lessons of the given durations (seconds): `[[30, 60], [40]]` is two chapters,
 * the first with two lessons. Answers the course and its lessons in order.
 */
export async function makeCourse(db: Db, chapters: number[][] = [[30, 60]], values: Partial<typeof courses.$inferInsert> = {}) {
  const n = ++serial;
  const [course] = await db
    .insert(courses)
    .values({ strId: `c${process.pid}x${n}`, title: `测试课程${n}`, ...values })
    .returning();
  const lessons = [];
  for (const [c, durations] of chapters.entries()) {
    const [chapter] = await db
      .insert(courseChapters)
      .values({ courseId: course!.id, title: `第${c + 1}章`, sort: c })
      .returning();
    for (const [sort, duration] of durations.entries()) {
      const [lesson] = await db
        .insert(courseLessons)
        .values({
          chapterId: chapter!.id,
          courseId: course!.id,
          title: `课时${c + 1}-${sort + 1}`,
          kind: "video",
          url: `/v/${n}-${c}-${sort}.mp4`,
          duration,
          sort,
        })
        .returning();
      lessons.push(lesson!);
    }
  }
  return { course: course!, lessons };
}

/** Sets the person's study clock `seconds` back, as if that long had passed since their last beat. */
export async function rewindClock(db: Db, userId: number, seconds: number) {
  await rows(db, `update study_clocks set last_beat_at = last_beat_at - interval '${seconds} seconds' where user_id = ${userId}`);
}

/** The number of rows of each course table, to show a refusal wrote nothing. */
export async function courseRowCounts(db: Db) {
  const tables = ["course_enrollments", "course_lesson_progress", "study_clocks", "study_days", "course_comments"];
  const out: Record<string, number> = {};
  for (const t of tables) out[t] = (await rows<{ n: number }>(db, `select count(*)::int as n from ${t}`))[0]!.n;
  return out;
}

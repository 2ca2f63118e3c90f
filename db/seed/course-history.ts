import { asc, eq, inArray } from "drizzle-orm";
import { beijingDate } from "@/api/contract/beijing-time";
import { users } from "@/db/schema/account/users";
import { courseComments, courseEnrollments, courseLessonProgress, courseLessons, studyDays } from "@/db/schema/course";
import type { Tx } from "../client";
import { beijingAt } from "./clock";

/** A demo learner's course: whether it is finished, and the days (before today, Beijing) they studied it. */
type Studied = { course: string; finished: boolean; days: number[] };

/**
 * Three demo learners with study history over the last three months, drawn rather than replayed through heartbeats:
 * 13900000002 has finished three courses, studies four, streaks of 12 and (up to today) 6 days and 20-50 minutes a
 * day, so their learn record has data and the study medals stand part-way.
 */
const HISTORIES: Record<string, Studied[]> = {
  "13900000002": [
    { course: "01", finished: true, days: [88, 81, 75, 70, 64] },
    { course: "06", finished: true, days: [60, 57, 53, 50, 41, 40, 39] },
    { course: "21", finished: true, days: [38, 37, 36, 35, 34] },
    { course: "19", finished: false, days: [33, 32, 31, 30, 5, 4] },
    { course: "02", finished: false, days: [3, 2] },
    { course: "16", finished: false, days: [1] },
    { course: "22", finished: false, days: [0] },
    { course: "14", finished: false, days: [] },
  ],
  "13900000016": [
    { course: "14", finished: true, days: [22, 21, 20] },
    { course: "01", finished: false, days: [4, 3, 2] },
  ],
  "13900000003": [
    { course: "06", finished: false, days: [7, 3] },
    { course: "19", finished: false, days: [1] },
  ],
};
const MAIN = "13900000002";
const MAIN_COMMENTS: Record<string, [number, string]> = {
  "01": [5, "从账户结构讲到出价策略，案例很实用，照着做第一周成本就降下来了。"],
  "06": [4, "短视频脚本的拆解很有启发，希望再多一些食品类目的案例。"],
  "21": [5, "终于看懂了投放报表，周报模板直接能用。"],
};
const COMMENTS: [number, string][] = [
  [5, "讲师讲得清楚，节奏合适，适合新手入门。"],
  [4, "内容扎实，实操部分可以再多一点。"],
  [5, "案例贴近实际工作，收获很大。"],
  [3, "整体不错，部分内容偏基础。"],
];
const DAY = 86_400_000;

/** Seconds studied on a day: 20 to 50 minutes, varied by the day. */
const secondsOn = (day: number) => 1200 + ((day * 7) % 5) * 450;
/** Evenings in Beijing, `days` before today. */
const eveningOf = (days: number) => beijingAt(-days, 20);

/** Writes the demo learners' enrollments, lesson progress, study days and comments for the courses just created. */
export async function seedCourseHistory(tx: Tx, created: { id: number; strId: string }[]) {
  const courseOf = new Map(created.map((c) => [c.strId.slice(-2), c.id]));
  const lessons = await tx
    .select({ id: courseLessons.id, courseId: courseLessons.courseId, duration: courseLessons.duration })
    .from(courseLessons)
    .where(
      inArray(
        courseLessons.courseId,
        created.map((c) => c.id),
      ),
    )
    .orderBy(asc(courseLessons.chapterId), asc(courseLessons.sort));
  const people = await tx.select({ id: users.id, mobile: users.mobile }).from(users).where(eq(users.areaCode, "+86"));
  const idOf = new Map(people.map((p) => [p.mobile, p.id]));
  const enrolled = new Set<string>();
  for (const [mobile, studied] of Object.entries(HISTORIES)) {
    const userId = idOf.get(mobile);
    if (!userId) continue;
    for (const s of studied) {
      const courseId = courseOf.get(s.course);
      if (!courseId) continue;
      await studyCourse(
        tx,
        userId,
        courseId,
        lessons.filter((l) => l.courseId === courseId),
        s,
      );
      enrolled.add(`${userId}:${courseId}`);
    }
  }
  await enrollOthers(tx, created, people, enrolled);
  await comment(tx, created, idOf, courseOf);
}

async function studyCourse(tx: Tx, userId: number, courseId: number, lessons: { id: number; duration: number }[], s: Studied) {
  const days = [...s.days].sort((a, b) => b - a);
  const first = days[0] ?? 12;
  const last = days.at(-1);
  // A course under way: its first half finished and the next lesson part-way.
  const done = s.finished ? lessons.length : days.length ? Math.floor(lessons.length / 2) : 0;
  const progress = lessons.slice(0, done + (s.finished || !days.length ? 0 : 1)).map((l, i) => {
    const whole = i < done;
    const watched = whole ? l.duration : Math.floor(l.duration / 2);
    return { userId, courseId, lessonId: l.id, position: watched, watched, finishedAt: whole ? eveningOf(last ?? first) : null };
  });
  if (progress.length) await tx.insert(courseLessonProgress).values(progress);
  if (days.length) await tx.insert(studyDays).values(days.map((d) => ({ userId, courseId, day: dayText(d), seconds: secondsOn(d) })));
  await tx.insert(courseEnrollments).values({
    userId,
    courseId,
    startedAt: eveningOf(first),
    finishedAt: s.finished ? eveningOf(last ?? first) : null,
    lastLessonId: progress.at(-1)?.lessonId ?? null,
    lastStudyAt: last === undefined ? null : eveningOf(last),
  });
}

const dayText = (daysAgo: number) => beijingDate(eveningOf(daysAgo));

/** Other learners have begun a quarter of the courses (about half of the hot ones), so the lists show learners. */
async function enrollOthers(tx: Tx, created: { id: number }[], people: { id: number; mobile: string }[], taken: Set<string>) {
  const others = people.filter((p) => /^139000000(0[4-9]|[1-3]\d)$/.test(p.mobile));
  const rows = created.flatMap((c, i) =>
    others
      .filter((p, j) => (i * 5 + j) % 4 === 0 && !taken.has(`${p.id}:${c.id}`))
      .map((p, j) => ({ userId: p.id, courseId: c.id, startedAt: new Date(eveningOf(0).getTime() - (10 + ((i + j) % 60)) * DAY) })),
  );
  if (rows.length) await tx.insert(courseEnrollments).values(rows).onConflictDoNothing();
}

/** Up to three learners' comments a course, the main learner's on the courses they finished, and one hidden (spam). */
async function comment(tx: Tx, created: { id: number }[], idOf: Map<string, number>, courseOf: Map<string, number>) {
  const learners = await tx.select({ userId: courseEnrollments.userId, courseId: courseEnrollments.courseId }).from(courseEnrollments);
  const main = idOf.get(MAIN);
  const rows: (typeof courseComments.$inferInsert)[] = [];
  for (const [i, c] of created.entries()) {
    const by = learners.filter((l) => l.courseId === c.id && l.userId !== main).slice(0, 3);
    for (const [j, l] of by.entries()) {
      const [score, content] = COMMENTS[(i + j) % COMMENTS.length]!;
      rows.push({ courseId: c.id, userId: l.userId, score, content, createdAt: new Date(eveningOf(0).getTime() - (i + j + 1) * DAY) });
    }
  }
  for (const [course, [score, content]] of Object.entries(MAIN_COMMENTS)) {
    const courseId = courseOf.get(course);
    if (main && courseId) rows.push({ courseId, userId: main, score, content });
  }
  if (!rows.length) return;
  const spam = rows.find((r) => r.courseId === courseOf.get("01") && r.userId !== main);
  if (spam) Object.assign(spam, { content: "加微信领取投放秘籍，包起量！", score: 1, hidden: 1 });
  await tx.insert(courseComments).values(rows);
}

import type { Conn } from "@/db/client";
import { learnerCounts } from "./queries";

type Learner = { id: number; userId: number; courseId: number };

const pair = (userId: number, courseId: number) => `${userId}:${courseId}`;

/**
 * Per listed learner: the share of the course's lessons they finished (0-100) and the seconds credited to them for it.
 * Three grouped reads over the page's people and courses; pairs not on the page are read too but never shown.
 */
export async function learnerFigures(db: Conn, rows: Learner[]) {
  const figures = new Map(rows.map((r) => [r.id, { progress: 0, studySeconds: 0 }]));
  if (!rows.length) return figures;
  const userIds = [...new Set(rows.map((r) => r.userId))];
  const courseIds = [...new Set(rows.map((r) => r.courseId))];
  const { lessons, finished, studied } = await learnerCounts(db, userIds, courseIds);
  const lessonCount = new Map(lessons.map((l) => [l.courseId, l.n]));
  const finishedOf = new Map(finished.map((f) => [pair(f.userId, f.courseId), f.n]));
  const secondsOf = new Map(studied.map((s) => [pair(s.userId, s.courseId), Number(s.seconds)]));
  for (const r of rows) {
    const total = lessonCount.get(r.courseId) ?? 0;
    const done = finishedOf.get(pair(r.userId, r.courseId)) ?? 0;
    figures.set(r.id, {
      progress: total ? Math.floor((done * 100) / total) : 0,
      studySeconds: secondsOf.get(pair(r.userId, r.courseId)) ?? 0,
    });
  }
  return figures;
}

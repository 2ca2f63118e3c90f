import { count, inArray, sql } from "drizzle-orm";
import type { Conn } from "@/db/client";
import { courseEnrollments, studyDays } from "@/db/schema/course";

/**
 * Per course: learners (enrollments begun), finished, and the average study time per person who studied it (seconds,
 * from study_days). Two grouped reads for the whole page; a course nobody studied has zeros.
 */
export async function courseFigures(db: Conn, rows: { id: number }[]) {
  const ids = rows.map((row) => row.id);
  const figures = new Map(ids.map((id) => [id, { learners: 0, finished: 0, avgStudySeconds: 0 }]));
  if (!ids.length) return figures;
  const [enrolled, studied] = await Promise.all([
    db
      .select({
        courseId: courseEnrollments.courseId,
        learners: count(courseEnrollments.startedAt),
        finished: count(courseEnrollments.finishedAt),
      })
      .from(courseEnrollments)
      .where(inArray(courseEnrollments.courseId, ids))
      .groupBy(courseEnrollments.courseId),
    db
      .select({
        courseId: studyDays.courseId,
        avg: sql<number>`round(sum(${studyDays.seconds})::numeric / count(distinct ${studyDays.userId}))::int`,
      })
      .from(studyDays)
      .where(inArray(studyDays.courseId, ids))
      .groupBy(studyDays.courseId),
  ]);
  for (const e of enrolled) Object.assign(figures.get(e.courseId) ?? {}, { learners: e.learners, finished: e.finished });
  for (const s of studied) Object.assign(figures.get(s.courseId) ?? {}, { avgStudySeconds: Number(s.avg) });
  return figures;
}

import type { Db } from "@/db/client";
import { beijingDate } from "../../contract/beijing-time";
import { type Heartbeat, type HeartbeatResult, LESSON_FINISHED_SHARE } from "../../contract/course";
import { fail } from "../../protocol/errors";
import { requireCourse } from "./detail";
import {
  addStudySeconds,
  findProgress,
  finishCourseIfDone,
  lockClock,
  moveClock,
  saveProgress,
  touchEnrollment,
} from "./heartbeat-queries";
import { findLesson } from "./queries";

/**
 * MoocTraining/Heartbeat. A beat is credited min(played, seconds since the person's previous beat on any course,
 * what is left of the lesson), so a fast clock, two courses at once or a claim past the end earn no more than the
 * wall clock and the lesson's length. A person's very first beat credits 0: there is no earlier beat to measure the
 * wall clock from, and the player's first beat comes HEARTBEAT_SECONDS into playing, so little is lost. The position
 * is always kept (clamped to the lesson), for resuming. All under the lock on the person's clock, in one transaction.
 */
export async function heartbeat(db: Db, userId: number, input: Heartbeat): Promise<HeartbeatResult> {
  const course = await requireCourse(db, input.id);
  return db.transaction(async (tx) => {
    const lesson = await findLesson(tx, course.id, input.lessonId);
    if (!lesson) fail("课时不存在", "lessonId");
    const at = { courseId: course.id, lessonId: lesson.id, now: new Date() };
    // Read after the lock is held: a beat that waited for another is measured from that one's time.
    const clock = await lockClock(tx, userId, at);
    at.now = new Date();
    const elapsedMs = clock ? at.now.getTime() - clock.lastBeatAt.getTime() : 0;
    const since = Math.floor(elapsedMs / 1000);
    const before = await findProgress(tx, userId, lesson.id);
    const watchedBefore = before?.watched ?? 0;
    const credited = Math.max(0, Math.min(input.played, since, lesson.duration - watchedBefore));
    const watched = watchedBefore + credited;
    const finishedAt = before?.finishedAt ?? (watched >= LESSON_FINISHED_SHARE * lesson.duration ? at.now : null);
    await saveProgress(tx, {
      userId,
      lessonId: lesson.id,
      courseId: course.id,
      position: Math.min(input.position, lesson.duration),
      watched,
      finishedAt,
      updatedAt: at.now,
    });
    if (credited > 0) await addStudySeconds(tx, userId, course.id, beijingDate(at.now), credited);
    await touchEnrollment(tx, userId, course.id, lesson.id, at.now);
    const courseFinished = finishedAt ? await finishCourseIfDone(tx, userId, course.id, at.now) : false;
    // The clock keeps the part of a second not credited, so beats every 20.5 s are credited 20.5 s on average.
    if (clock) await moveClock(tx, userId, { ...at, now: new Date(at.now.getTime() - Math.max(0, elapsedMs % 1000)) });
    return { credited, watched, lessonFinished: finishedAt ? 1 : 0, courseFinished: courseFinished ? 1 : 0 };
  });
}

import { batcher } from "@/db/batch";
import type { Db } from "@/db/client";
import { prepared } from "@/db/prepared";
import { type Heartbeat, type HeartbeatResult, LESSON_FINISHED_SHARE } from "../../contract/course";
import { fail } from "../../protocol/errors";
import { issueCompletionCertificate } from "./completion-certificates";
import { NOT_FOUND_MSG } from "./detail";
import { findCourse } from "./queries";
import { beatBatch, type CreditedBeat } from "./study/queries";

type Beat = Heartbeat & { userId: number };

/** At most this many beats per statement: a bound on the time one batch holds its people's study clocks. */
const MAX_BATCH = 200;
/** Two batches in flight: one is credited while the other waits on its commit (each locks clocks in user order). */
const LANES = 2;

async function creditBatch(db: Db, beats: Beat[]): Promise<CreditedBeat[]> {
  const rows = await beatBatch(db).execute({
    beats: JSON.stringify(
      beats.map((b, k) => ({ k, user_id: b.userId, course: b.id, lesson: b.lessonId, position: b.position, played: b.played })),
    ),
    share: LESSON_FINISHED_SHARE,
  });
  const byK = new Map(rows.map((r) => [r.k, r]));
  return beats.map((_, k) => byK.get(k)!);
}

const credit = (db: Db) => prepared(db, "course.heartbeat", () => batcher((beats: Beat[]) => creditBatch(db, beats), MAX_BATCH, LANES));

/** The 结业证书 a finish by a beat issues, when the course gives one. */
async function issueOnFinish(db: Db, userId: number, strId: string) {
  const course = await findCourse(db, strId);
  if (course?.completionCertificate === 1) await db.transaction((tx) => issueCompletionCertificate(tx, userId, course.id));
}

/**
 * MoocTraining/Heartbeat. A beat is credited min(played, seconds since the person's previous beat on any course,
 * what is left of the lesson), so a fast clock, two courses at once or a claim past the end earn no more than the
 * wall clock and the lesson's length. A person's very first beat credits 0: there is no earlier beat to measure the
 * wall clock from (the player beats once as playing starts, so nothing is lost). The position is always kept (clamped
 * to the lesson), for resuming. One database function does it all under the lock on the person's clock
 * (db/migrations/0025_course_heartbeat.sql); the beats arriving together from everyone go to it in one statement and
 * one commit (group commit, 0028).
 */
export async function heartbeat(db: Db, userId: number, input: Heartbeat): Promise<HeartbeatResult> {
  const beat = await credit(db)({ ...input, userId });
  if (beat.outcome === "course") fail(NOT_FOUND_MSG);
  if (beat.outcome === "lesson") fail("课时不存在", "lessonId");
  // 2: this beat finished the course (docs/decisions/0055); the minute job issues it should this fail.
  if (beat.courseFinished === 2) await issueOnFinish(db, userId, input.id);
  const courseFinished = beat.courseFinished === 0 ? 0 : 1;
  return { credited: beat.credited, watched: beat.watched, lessonFinished: beat.lessonFinished, courseFinished };
}

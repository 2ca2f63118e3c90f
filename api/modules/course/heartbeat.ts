import { sql } from "drizzle-orm";
import type { Db } from "@/db/client";
import { rowsOf } from "@/db/rows";
import { type Heartbeat, type HeartbeatResult, LESSON_FINISHED_SHARE } from "../../contract/course";
import { fail } from "../../protocol/errors";
import { NOT_FOUND_MSG } from "./detail";

type Beat = { outcome: "ok" | "course" | "lesson"; credited: number; watched: number; lesson_finished: number; course_finished: number };

/**
 * MoocTraining/Heartbeat. A beat is credited min(played, seconds since the person's previous beat on any course,
 * what is left of the lesson), so a fast clock, two courses at once or a claim past the end earn no more than the
 * wall clock and the lesson's length. A person's very first beat credits 0: there is no earlier beat to measure the
 * wall clock from (the player beats once as playing starts, so nothing is lost). The position is always kept (clamped
 * to the lesson), for resuming. One database function does it all under the lock on the person's clock, in one round
 * trip (db/migrations/0025_course_heartbeat.sql).
 */
export async function heartbeat(db: Db, userId: number, input: Heartbeat): Promise<HeartbeatResult> {
  const [beat] = rowsOf<Beat>(
    await db.execute(
      sql`select * from course_heartbeat(${userId}, ${input.id}, ${input.lessonId}, ${input.position}, ${input.played}, ${LESSON_FINISHED_SHARE})`,
    ),
  );
  if (beat!.outcome === "course") fail(NOT_FOUND_MSG);
  if (beat!.outcome === "lesson") fail("课时不存在", "lessonId");
  return { credited: beat!.credited, watched: beat!.watched, lessonFinished: beat!.lesson_finished, courseFinished: beat!.course_finished };
}

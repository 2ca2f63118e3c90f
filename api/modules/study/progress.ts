import type { Conn } from "@/db/client";
import { courseProgress } from "../course/study-record";
import { enteredTrainingIds, signedUpTrainingIds } from "../training/service";
import type { ItemRow } from "./items/queries";

/**
 * The items the person finished, by item id: a course when the course player marked it finished (every lesson), a live
 * session when they held a place in it and entered its room or replay.
 */
export async function finishedItems(db: Conn, userId: number, items: ItemRow[]) {
  const ids = (type: number) => items.filter((i) => i.courseType === type).map((i) => i.courseID);
  const [courses, signed, entered] = await Promise.all([
    courseProgress(db, userId, ids(2)),
    signedUpTrainingIds(db, userId, ids(1)),
    enteredTrainingIds(db, userId, ids(1)),
  ]);
  const done = (i: ItemRow) => (i.courseType === 2 ? courses.finished.has(i.courseID) : signed.has(i.courseID) && entered.has(i.courseID));
  return new Set(items.filter(done).map((i) => i.id));
}

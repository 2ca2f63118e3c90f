import type { Conn } from "@/db/client";
import { startEnrollment } from "./queries";

/**
 * What other features call to give a person a course (the points shop's course products): the course begins for them
 * at once (or stays as it was when they had begun it), in the caller's transaction.
 */
export async function grantCourse(tx: Conn, userId: number, courseId: number) {
  await startEnrollment(tx, userId, courseId);
}

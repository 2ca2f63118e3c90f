import type { Conn } from "@/db/client";
import { startEnrollment } from "./queries";

/**
 * Gives a person a course from outside the course pages (a learning card, docs/decisions/0031; a points-shop course
 * product, 0030), in the caller's transaction: the course is begun for them, as opening its study page does, and shows
 * under 学习中; a course they began already is left as it is.
 */
export async function grantCourse(tx: Conn, userId: number, courseId: number) {
  await startEnrollment(tx, userId, courseId);
}

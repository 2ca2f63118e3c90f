import type { Db } from "@/db/client";
import { requireCourse } from "./detail";
import { setCollected } from "./queries";

/** MoocTraining/Collect: keeps the course in the person's collected tab, or lets it go. */
export async function collectCourse(db: Db, userId: number, strId: string, collect: boolean) {
  const course = await requireCourse(db, strId);
  await setCollected(db, userId, course.id, collect ? new Date() : null);
}

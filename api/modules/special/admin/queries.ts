import { eq } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { courses } from "@/db/schema/course";
import { specialColumns, specialColumnTabs } from "@/db/schema/special";
import { trainings } from "@/db/schema/training";

export type Item = { tabId: number; trainingId: number | null; courseId: number | null };

export async function specialColumnExists(tx: Tx, id: number) {
  const [column] = await tx.select({ id: specialColumns.id }).from(specialColumns).where(eq(specialColumns.id, id));
  return column !== undefined;
}

/** Whether the item's tab, and its session and course when it names one, exist (one not named counts as found). */
export async function refsFound(tx: Tx, item: Item) {
  const [[tab], [training], [course]] = await Promise.all([
    tx.select({ id: specialColumnTabs.id }).from(specialColumnTabs).where(eq(specialColumnTabs.id, item.tabId)),
    item.trainingId ? tx.select({ id: trainings.id }).from(trainings).where(eq(trainings.id, item.trainingId)) : [{}],
    item.courseId ? tx.select({ id: courses.id }).from(courses).where(eq(courses.id, item.courseId)) : [{}],
  ]);
  return { tab: tab !== undefined, training: training !== undefined, course: course !== undefined };
}

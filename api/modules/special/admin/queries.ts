import { eq } from "drizzle-orm";
import type { Tx } from "@/db/client";
import { specialColumns, specialColumnTabs } from "@/db/schema/special";
import { courseRefs } from "../../course/course-refs";
import { sessions } from "../../training/sessions";

export type Item = { tabId: number; trainingId: number | null; courseId: number | null };

export async function specialColumnExists(tx: Tx, id: number) {
  const [column] = await tx.select({ id: specialColumns.id }).from(specialColumns).where(eq(specialColumns.id, id));
  return column !== undefined;
}

/** Whether the item's tab, and its session and course when it names one, exist (one not named counts as found). */
export async function refsFound(tx: Tx, item: Item) {
  const [[tab], [training], [course]] = await Promise.all([
    tx.select({ id: specialColumnTabs.id }).from(specialColumnTabs).where(eq(specialColumnTabs.id, item.tabId)),
    item.trainingId ? tx.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, item.trainingId)) : [{}],
    item.courseId ? tx.select({ id: courseRefs.id }).from(courseRefs).where(eq(courseRefs.id, item.courseId)) : [{}],
  ]);
  return { tab: tab !== undefined, training: training !== undefined, course: course !== undefined };
}

import { equalsInt } from "@/api/admin/filters";
import { defineResource } from "@/api/admin/resource";
import { pick } from "@/api/contract/pick";
import type { CoursePackItemRow } from "@/api/contract/study-admin";
import type { Conn } from "@/db/client";
import { coursePackItems } from "@/db/schema/study";
import { itemTargets } from "./queries";

type Item = typeof coursePackItems.$inferSelect;

/** Each item's course or live session: title, public id and whether it is published (an unpublished one is left out for learners). */
async function itemFigures(db: Conn, rows: Item[]) {
  const courseIds = rows.flatMap((r) => (r.courseId === null ? [] : [r.courseId]));
  const trainingIds = rows.flatMap((r) => (r.trainingId === null ? [] : [r.trainingId]));
  const { courses: cs, trainings: ts } = await itemTargets(db, courseIds, trainingIds);
  const course = new Map(cs.map((c) => [c.id, c]));
  const training = new Map(ts.map((t) => [t.id, t]));
  return new Map(
    rows.map((r) => {
      const it = r.courseId !== null ? course.get(r.courseId) : r.trainingId !== null ? training.get(r.trainingId) : undefined;
      return [r.id, { title: it?.title ?? "", strId: it?.strId ?? "", published: it?.published === 1 }];
    }),
  );
}

/** A pack's courses and live sessions in the creator's order, shown on the pack's page; read only (the creator's to change). */
export const coursePackItemsResource = defineResource<CoursePackItemRow>()({
  name: "course-pack-items",
  table: coursePackItems,
  sortable: { sort: coursePackItems.sort, createdAt: coursePackItems.createdAt },
  filters: { packId: equalsInt(coursePackItems.packId), courseType: equalsInt(coursePackItems.courseType) },
  serialize: (r) => pick(r, ["id", "packId", "courseType", "courseId", "trainingId", "sort", "createdAt"]),
  figures: itemFigures,
});

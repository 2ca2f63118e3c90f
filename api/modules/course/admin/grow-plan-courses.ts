import { search } from "@/api/admin/filters";
import { defineResource, type UntypedRow } from "@/api/admin/resource";
import { courses } from "@/db/schema/course";

/** Course titles (reference data, read only): the choices of a growth plan's course task. */
export const growPlanCoursesResource = defineResource<UntypedRow>()({
  name: "grow-plan-courses",
  table: courses,
  sortable: { id: courses.id, title: courses.title },
  filters: { q: search(courses.title) },
  serialize: (c) => ({ id: c.id, title: c.title, strId: c.strId }),
});

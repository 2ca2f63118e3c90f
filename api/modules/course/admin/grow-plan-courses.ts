import { search } from "@/api/admin/filters";
import { defineResource } from "@/api/admin/resource";
import type { GrowPlanCourseRow } from "@/api/contract/course-admin";
import { courses } from "@/db/schema/course";

/** Course titles (reference data, read only): the choices of a growth plan's course task. */
export const growPlanCoursesResource = defineResource<GrowPlanCourseRow>()({
  name: "grow-plan-courses",
  table: courses,
  sortable: { id: courses.id, title: courses.title },
  filters: { q: search(courses.title) },
  serialize: (c) => ({ id: c.id, title: c.title, strId: c.strId }),
});

import { equalsInt, search } from "@/api/admin/filters";
import { defineResource, storedAsSent } from "@/api/admin/resource";
import { type GrowPlanTaskRow, GrowPlanTaskSchema } from "@/api/contract/growplan-admin";
import { pick } from "@/api/contract/pick";
import { growPlanTasks } from "@/db/schema/growplan";

/** A stage's tasks: each a course, a live session or an exam (the database refuses a task naming the wrong one). */
export const growPlanTasksResource = defineResource<GrowPlanTaskRow>()({
  name: "grow-plan-tasks",
  table: growPlanTasks,
  sortable: { id: growPlanTasks.id, sort: growPlanTasks.sort, title: growPlanTasks.title },
  filters: { q: search(growPlanTasks.title), stepId: equalsInt(growPlanTasks.stepId) },
  serialize: (t) => pick(t, ["id", "stepId", "title", "kind", "courseId", "trainingId", "examId", "sort"]),
  ...storedAsSent(GrowPlanTaskSchema),
  remove: {},
});

import { equalsInt, search } from "@/api/admin/filters";
import { defineResource } from "@/api/admin/resource";
import { type ActivityTaskRow, ActivityTaskSchema } from "@/api/contract/activity-admin";
import { activityTasks } from "@/db/schema/activity";

/** A step's tasks: where each sends the person, what finishes it (kind, with its session or exam), and the score it pays once. */
export const activityTasksResource = defineResource<ActivityTaskRow>()({
  name: "activity-tasks",
  table: activityTasks,
  sortable: { sort: activityTasks.sort, title: activityTasks.title, score: activityTasks.score },
  filters: { q: search(activityTasks.title), stepId: equalsInt(activityTasks.stepId) },
  serialize: (t) => ({
    id: t.id,
    stepId: t.stepId,
    title: t.title,
    kind: t.kind,
    trainingId: t.trainingId,
    examId: t.examId,
    url: t.url,
    score: t.score,
    sort: t.sort,
  }),
  create: { schema: ActivityTaskSchema, values: (input) => input },
  update: { schema: ActivityTaskSchema, values: (input) => input },
  remove: {},
});

import { equalsInt, search } from "@/api/admin/filters";
import { defineResource, storedAsSent } from "@/api/admin/resource";
import { type ActivityTaskRow, ActivityTaskSchema } from "@/api/contract/activity-admin";
import { pick } from "@/api/contract/pick";
import { activityTasks } from "@/db/schema/activity";

/** A step's tasks: where each sends the person, what finishes it (kind, with its session or exam), and the score it pays once. */
export const activityTasksResource = defineResource<ActivityTaskRow>()({
  name: "activity-tasks",
  table: activityTasks,
  sortable: { sort: activityTasks.sort, title: activityTasks.title, score: activityTasks.score },
  filters: { q: search(activityTasks.title), stepId: equalsInt(activityTasks.stepId) },
  serialize: (t) => pick(t, ["id", "stepId", "title", "kind", "trainingId", "examId", "url", "score", "sort"]),
  ...storedAsSent(ActivityTaskSchema),
  remove: {},
});

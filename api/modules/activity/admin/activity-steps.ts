import { equalsInt, search } from "@/api/admin/filters";
import { defineResource, storedAsSent } from "@/api/admin/resource";
import { type ActivityStepRow, ActivityStepSchema } from "@/api/contract/activity-admin";
import { activitySteps } from "@/db/schema/activity";

/** A special topic's steps; their tasks and medal hang off them. */
export const activityStepsResource = defineResource<ActivityStepRow>()({
  name: "activity-steps",
  table: activitySteps,
  sortable: { sort: activitySteps.sort, title: activitySteps.title },
  filters: { q: search(activitySteps.title), activityId: equalsInt(activitySteps.activityId) },
  serialize: (s) => ({ id: s.id, activityId: s.activityId, title: s.title, sort: s.sort }),
  ...storedAsSent(ActivityStepSchema),
  remove: {},
});

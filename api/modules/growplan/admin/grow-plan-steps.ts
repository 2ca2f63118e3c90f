import { equalsInt, search } from "@/api/admin/filters";
import { defineResource, storedAsSent } from "@/api/admin/resource";
import { type GrowPlanStepRow, GrowPlanStepSchema } from "@/api/contract/growplan-admin";
import { growPlanSteps } from "@/db/schema/growplan";

/** A growth plan's stages, in sort order; their tasks hang off them. */
export const growPlanStepsResource = defineResource<GrowPlanStepRow>()({
  name: "grow-plan-steps",
  table: growPlanSteps,
  sortable: { id: growPlanSteps.id, sort: growPlanSteps.sort, title: growPlanSteps.title },
  filters: { q: search(growPlanSteps.title), planId: equalsInt(growPlanSteps.planId) },
  serialize: (s) => ({ id: s.id, planId: s.planId, title: s.title, sort: s.sort }),
  ...storedAsSent(GrowPlanStepSchema),
  remove: {},
});

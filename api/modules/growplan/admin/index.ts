import type { AdminModule } from "@/api/admin/module";
import { growPlanCoursesResource } from "./grow-plan-courses";
import { growPlanStepsResource } from "./grow-plan-steps";
import { growPlanTasksResource } from "./grow-plan-tasks";
import { growPlansResource } from "./grow-plans";

/** The back office of growth plans: plans, their stages and tasks. */
export const growPlanAdmin: AdminModule = {
  resources: [growPlansResource, growPlanStepsResource, growPlanTasksResource, growPlanCoursesResource],
};

import type { AdminModule } from "@/api/admin/module";
import { growPlanStepsResource } from "./grow-plan-steps";
import { growPlanTasksResource } from "./grow-plan-tasks";
import { growPlansResource } from "./grow-plans";

/** The back office of growth plans: plans, their stages and tasks (a course task's choices are the course module's). */
export const growPlanAdmin: AdminModule = {
  resources: [growPlansResource, growPlanStepsResource, growPlanTasksResource],
};

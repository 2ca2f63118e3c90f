import type { AdminModule } from "@/api/admin/module";
import { activitiesResource } from "./activities";
import { activitySignupsResource } from "./activity-signups";
import { activitySignupRoutes } from "./activity-signups-routes";
import { activityStepsResource } from "./activity-steps";
import { activityTasksResource } from "./activity-tasks";
import { medalLevelsResource } from "./medal-levels";
import { medalsResource } from "./medals";

/** The back office of activities: activities, steps, tasks, medals and the sign-up review queue. */
export const activityAdmin: AdminModule = {
  resources: [
    activitiesResource,
    activityStepsResource,
    activityTasksResource,
    medalsResource,
    medalLevelsResource,
    activitySignupsResource,
  ],
  routes: { "activity-signups": activitySignupRoutes },
};

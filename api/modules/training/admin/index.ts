import type { AdminModule } from "@/api/admin/module";
import { trainingAttends } from "@/db/schema/training";
import { trainingIndustriesResource } from "../../common/admin/training-industries";
import { trainingAttendsResource } from "./training-attends";
import { trainingAttendRoutes } from "./training-attends-routes";
import { trainingCategoriesResource } from "./training-categories";
import { trainingFormRoutes } from "./training-forms";
import { trainingInvitesResource } from "./training-invites";
import { trainingInviteRoutes } from "./training-invites-routes";
import { trainingVisitsResource } from "./training-visits";
import { trainingsResource } from "./trainings";

/**
 * The back office of training: categories, industries, sessions, their sign-ups, forms, invites and visits. The
 * industries are common's table, so common defines their (read-only) resource; training lists it with its own.
 */
export const trainingAdmin: AdminModule = {
  resources: [
    trainingCategoriesResource,
    trainingIndustriesResource,
    trainingsResource,
    trainingAttendsResource,
    trainingInvitesResource,
    trainingVisitsResource,
  ],
  daily: [{ name: "signups", resource: trainingAttendsResource, at: trainingAttends.createdAt }],
  routes: { "training-attends": trainingAttendRoutes, "training-forms": trainingFormRoutes, "training-invites": trainingInviteRoutes },
};

import type { AdminModule } from "@/api/admin/module";
import { enterpriseApplicationsResource } from "./enterprise-applications";
import { enterpriseApplicationRoutes } from "./enterprise-decision-routes";
import { usersResource } from "./users";

/** The back office of accounts: people and their roles, and enterprise registrations waiting for an operator. */
export const accountAdmin: AdminModule = {
  resources: [usersResource, enterpriseApplicationsResource],
  routes: { "enterprise-applications": enterpriseApplicationRoutes },
};

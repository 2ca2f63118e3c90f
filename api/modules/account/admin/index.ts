import type { AdminModule } from "@/api/admin/module";
import { companyEmployeesResource, type EmployeeFiguresOf } from "./company-employees";
import { enterpriseApplicationsResource } from "./enterprise-applications";
import { enterpriseApplicationRoutes } from "./enterprise-decision-routes";
import { usersResource } from "./users";

/**
 * The back office of accounts: people and their roles, enterprise registrations waiting for an operator, and a
 * company's people as 认证员工 (what hiring shows of each comes in as `employeeFigures`: hiring depends on account).
 */
export const accountAdmin = (employeeFigures: EmployeeFiguresOf): AdminModule => ({
  resources: [usersResource, enterpriseApplicationsResource, companyEmployeesResource(employeeFigures)],
  routes: { "enterprise-applications": enterpriseApplicationRoutes },
});

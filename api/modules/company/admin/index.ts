import type { AnyColumn } from "drizzle-orm";
import type { AdminModule } from "@/api/admin/module";
import { companiesResource } from "./companies";
import { companyProfilesResource } from "./company-profiles";
import { mainCompaniesResource } from "./main-companies";

/**
 * The back office of companies, main companies (主体) and the companies' public profiles. The accounts' company
 * column comes in from where the back office is put together (account depends on company): a company with members stays.
 */
export const companyAdmin = (memberCompanyId: AnyColumn): AdminModule => ({
  resources: [companiesResource(memberCompanyId), mainCompaniesResource, companyProfilesResource],
});

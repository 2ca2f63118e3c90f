import type { AdminModule } from "@/api/admin/module";
import { companiesResource } from "./companies";
import { companyProfilesResource } from "./company-profiles";
import { mainCompaniesResource } from "./main-companies";

/** The back office of companies, main companies (主体) and the companies' public profiles. */
export const companyAdmin: AdminModule = {
  resources: [companiesResource, mainCompaniesResource, companyProfilesResource],
};

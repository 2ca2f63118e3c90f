import type { AdminModule } from "@/api/admin/module";
import { companiesResource } from "./companies";
import { mainCompaniesResource } from "./main-companies";

/** The back office of companies and main companies (主体). */
export const companyAdmin: AdminModule = {
  resources: [companiesResource, mainCompaniesResource],
};

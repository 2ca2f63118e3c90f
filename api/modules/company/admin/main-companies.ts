import { search } from "@/api/admin/filters";
import { defineResource, storedAsSent } from "@/api/admin/resource";
import { MainCompanySchema } from "@/api/contract/admin";
import type { MainCompanyRow } from "@/api/contract/company-admin";
import { mainCompanies } from "@/db/schema/company";

/** Main companies (主体): the legal bodies company names belong to. */
export const mainCompaniesResource = defineResource<MainCompanyRow>()({
  name: "main-companies",
  table: mainCompanies,
  sortable: { name: mainCompanies.name },
  filters: { q: search(mainCompanies.name) },
  serialize: (m) => ({ id: m.id, name: m.name }),
  ...storedAsSent(MainCompanySchema),
  remove: {},
  conflict: "主体名称已存在",
});

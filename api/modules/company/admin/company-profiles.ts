import { search, when } from "@/api/admin/filters";
import { isOperator } from "@/api/admin/identity";
import { defineResource } from "@/api/admin/resource";
import { pick } from "@/api/contract/pick";
import { type CompanyProfileRow, CompanyProfileSchema } from "@/api/contract/zhaopin-admin";
import { companies } from "@/db/schema/company";
import { isSuspendedCompany } from "../queries";
import { ownCompanyOnly } from "./queries";

/** A company's profile as the back office reads it (hiring's suspend and lift answer it too). */
export const companyProfileOf = (c: typeof companies.$inferSelect) =>
  pick(c, ["id", "companyName", "logo", "introduction", "province", "city", "industry", "size", "suspendedAt"]);

/**
 * 公司主页: the public profile its HR writes (logo, introduction, province and city, industry, size), shown on the
 * company's positions page (hiring). The name and main company stay the operators' (the companies resource); an
 * operator suspends or lifts a company through hiring's routes, since its positions follow.
 */
export const companyProfilesResource = defineResource<CompanyProfileRow>()({
  name: "company-profiles",
  table: companies,
  sortable: { companyName: companies.companyName, createdAt: companies.createdAt },
  filters: { q: search(companies.companyName), suspended: when(isSuspendedCompany) },
  // An enterprise account reads and writes its own company's only.
  scope: (admin) => (isOperator(admin) ? undefined : ownCompanyOnly(admin.companyId)),
  serialize: companyProfileOf,
  update: { schema: CompanyProfileSchema, values: (input) => input },
});

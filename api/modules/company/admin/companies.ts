import type { AnyColumn } from "drizzle-orm";
import { equalsInt, search } from "@/api/admin/filters";
import { isOperator } from "@/api/admin/identity";
import { refuseWhileUsed } from "@/api/admin/in-use";
import { defineResource, storedAsSent } from "@/api/admin/resource";
import { CompanySchema } from "@/api/contract/admin";
import type { CompanyRow } from "@/api/contract/company-admin";
import { companies } from "@/db/schema/company";
import { ownCompanyOnly } from "./queries";

/** Companies; `memberCompanyId` is the accounts' company column, handed in where the back office is put together. */
export const companiesResource = (memberCompanyId: AnyColumn) =>
  defineResource<CompanyRow>()({
    name: "companies",
    table: companies,
    sortable: { companyName: companies.companyName, createdAt: companies.createdAt },
    filters: { q: search(companies.companyName), mainCompanyId: equalsInt(companies.mainCompanyId) },
    // An enterprise account sees its own company only.
    scope: (admin) => (isOperator(admin) ? undefined : ownCompanyOnly(admin.companyId)),
    serialize: (c) => ({ id: c.id, companyName: c.companyName, mainCompanyId: c.mainCompanyId, createdAt: c.createdAt }),
    ...storedAsSent(CompanySchema),
    remove: {
      // users.company_id has no foreign key (accounts outlive companies), so the check is ours. The column comes in:
      // asking the account module would close a cycle (account already asks company whether one exists).
      check: refuseWhileUsed(memberCompanyId, (n) => `该公司下还有 ${n} 个用户，不能删除`),
    },
    conflict: "公司名称已存在",
  });

import { isSet, search } from "@/api/admin/filters";
import { type Admin, isOperator } from "@/api/admin/identity";
import { defineResource } from "@/api/admin/resource";
import { maskMobile } from "@/api/contract/admin";
import type { CompanyEmployeeRow, EmployeeFigures } from "@/api/contract/zhaopin-admin";
import type { Conn } from "@/db/client";
import { users } from "@/db/schema/account/users";
import { peopleOfCompany } from "./queries";

export type EmployeeFiguresOf = (db: Conn, people: { id: number; companyId: number | null }[]) => Promise<Map<number, EmployeeFigures>>;

const belongsToCompany = isSet(users.companyId)(true);
/** HR's own company's people; an operator's view is every person who belongs to a company. */
const scope = (admin: Admin) => (isOperator(admin) ? belongsToCompany : peopleOfCompany(admin.companyId));

/**
 * 认证员工: the people of the caller's company (bound by an approved request, or set by an operator), a name and a
 * masked mobile, never an ID number or a full mobile. The accounts are this module's; what hiring shows beside
 * them (certificates, results, binding) comes in as `figures` where the back office is put together.
 */
export const companyEmployeesResource = (figures: EmployeeFiguresOf) =>
  defineResource<CompanyEmployeeRow>()({
    name: "company-employees",
    table: users,
    sortable: { chineseName: users.chineseName, createdAt: users.createdAt },
    // Names only: matching digits would reveal the masked mobiles.
    filters: { q: search(users.chineseName) },
    scope,
    figures,
    serialize: (u) => ({
      id: u.id,
      chineseName: u.chineseName,
      areaCode: u.areaCode,
      mobile: maskMobile(u.mobile),
      companyId: u.companyId,
    }),
  });

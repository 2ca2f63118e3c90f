import type { AnyColumn, SQL } from "drizzle-orm";
import { type Admin, isOperator } from "@/api/admin/identity";
import { ADMIN_MSG } from "@/api/contract/admin";
import { httpError } from "@/api/protocol/errors";
import { ofCompany } from "./queries";

/**
 * The hiring back office's one rule of reach: enterprise HR acts for its own company only (`admin.companyId`, never a
 * value from the request); operators see every company. An enterprise account without a company sees nothing.
 */
export function companyScope(column: AnyColumn) {
  return (admin: Admin): SQL | undefined => (isOperator(admin) ? undefined : ofCompany(column, admin.companyId));
}

/** The caller's company for a write only HR makes (posting a position): 403 for an account acting for none. */
export function ownCompanyId(admin: Admin, message: string = ADMIN_MSG.forbidden) {
  if (admin.companyId === null) throw httpError(403, message);
  return admin.companyId;
}

/** Operators only (suspending a position or a company). */
export function requireOperator(admin: Admin) {
  if (!isOperator(admin)) throw httpError(403, ADMIN_MSG.forbidden);
}

import { equalsInt, equalsText } from "@/api/admin/filters";
import { defineResource } from "@/api/admin/resource";
import type { EnterpriseApplicationRow } from "@/api/contract/account-admin";
import { pick } from "@/api/contract/pick";
import { ENTERPRISE_APPLICATION_STATUSES } from "@/api/contract/registration";
import type { Conn } from "@/db/client";
import { enterpriseApplications as apps } from "@/db/schema/account/registration";
import { findCompaniesByName } from "../../company/service";
import { peopleByIds } from "../people";
import { applicationsMatching, pendingFirst } from "./queries";

type Application = typeof apps.$inferSelect;
type ApplicationFigures = Pick<EnterpriseApplicationRow, "chineseName" | "areaCode" | "mobile" | "companyNameMatched">;

export const ENTERPRISE_APPLICATION_FIELDS = [
  "id",
  "userId",
  "companyName",
  "accountId",
  "status",
  "reason",
  "companyId",
  "createdAt",
  "decidedAt",
] as const;

/**
 * Who applied (name and full number: operators only read this resource) and the existing company of the applied name,
 * which the operator is offered to approve into (companyNameMatched: its id, or null).
 */
export async function applicationFigures(db: Conn, rows: Application[]): Promise<Map<number, ApplicationFigures>> {
  if (!rows.length) return new Map<number, ApplicationFigures>();
  const [person, companies] = await Promise.all([
    peopleByIds(
      db,
      rows.map((r) => r.userId),
    ),
    findCompaniesByName(db, [...new Set(rows.map((r) => r.companyName))]),
  ]);
  const company = new Map(companies.map((c) => [c.companyName, c.id]));
  return new Map(
    rows.map((r) => {
      const p = person.get(r.userId);
      return [
        r.id,
        {
          chineseName: p?.chineseName ?? "",
          areaCode: p?.areaCode ?? "",
          mobile: p?.mobile ?? "",
          companyNameMatched: company.get(r.companyName) ?? null,
        },
      ];
    }),
  );
}

/**
 * 企业认证: enterprise registrations (operators only, by ADMIN_ACCESS). Read here; 通过 and 不通过 are the routes of
 * enterprise-decisions.ts. Sorting by status ascending puts the pending ones first (then by id, oldest first).
 */
export const enterpriseApplicationsResource = defineResource<EnterpriseApplicationRow>()({
  name: "enterprise-applications",
  table: apps,
  sortable: {
    createdAt: apps.createdAt,
    decidedAt: apps.decidedAt,
    status: pendingFirst,
  },
  filters: {
    status: equalsText(apps.status, ENTERPRISE_APPLICATION_STATUSES),
    userId: equalsInt(apps.userId),
    q: applicationsMatching,
  },
  serialize: (row) => pick(row, ENTERPRISE_APPLICATION_FIELDS),
  figures: applicationFigures,
});

import { type Context, Hono } from "hono";
import { recordAudit } from "@/api/admin/audit";
import { search, when } from "@/api/admin/filters";
import { type AdminEnv, auditActor, requireAccess } from "@/api/admin/identity";
import { defineResource } from "@/api/admin/resource";
import { ADMIN_MSG } from "@/api/contract/admin";
import { pick } from "@/api/contract/pick";
import { type CompanyProfileRow, CompanyProfileSchema, ZHAOPIN_ADMIN_MSG } from "@/api/contract/zhaopin-admin";
import type { Deps } from "@/api/deps";
import { httpError } from "@/api/protocol/errors";
import { companies } from "@/db/schema/company";
import { isSuspendedCompany, lockCompany, setCompanySuspended } from "../../company/service";
import { syncCompanyPositionsSearch } from "../positions/search";
import { companyScope, requireOperator } from "./scope";

const RESOURCE = "company-profiles";
const FIELDS = ["id", "companyName", "logo", "introduction", "province", "city", "industry", "size", "suspendedAt"] as const;
const scope = companyScope(companies.id);

/**
 * 公司主页: the public profile its HR writes (logo, introduction, province and city, industry, size), shown on the
 * company's positions page. The name and main company stay the operators' (the companies resource); an operator
 * suspends or lifts a company below.
 */
export const companyProfilesResource = defineResource<CompanyProfileRow>()({
  name: RESOURCE,
  table: companies,
  sortable: { companyName: companies.companyName, createdAt: companies.createdAt },
  filters: { q: search(companies.companyName), suspended: when(isSuspendedCompany) },
  scope,
  serialize: (c) => pick(c, FIELDS),
  update: { schema: CompanyProfileSchema, values: (input) => input },
});

/**
 * `POST /admin/api/company-profiles/:id/suspend` and `…/lift` (operators): the company's positions are hidden and take
 * no application while it is suspended; audited.
 */
export function companyProfileRoutes(deps: Deps) {
  const app = new Hono<AdminEnv>();
  const step = (path: string, suspend: boolean) =>
    app.post(`/:id{[0-9]{1,9}}/${path}`, async (c: Context<AdminEnv>) => {
      const admin = c.var.admin;
      requireAccess(admin, RESOURCE, "write");
      requireOperator(admin);
      const id = Number(c.req.param("id"));
      const after = await deps.db.transaction(async (tx) => {
        const before = await lockCompany(tx, id);
        if (!before) throw httpError(404, ADMIN_MSG.notFound);
        const moved = await setCompanySuspended(tx, id, suspend);
        if (!moved) throw httpError(409, suspend ? ZHAOPIN_ADMIN_MSG.companyAlreadySuspended : ZHAOPIN_ADMIN_MSG.companyNotSuspended);
        await recordAudit(tx, { actor: auditActor(admin), action: "update", resource: RESOURCE, recordId: id, before, after: moved });
        // A suspended company's positions leave the site search; lifted, they come back.
        await syncCompanyPositionsSearch(tx, id);
        return moved;
      });
      return c.json(pick(after, FIELDS));
    });
  step("suspend", true);
  step("lift", false);
  return app;
}

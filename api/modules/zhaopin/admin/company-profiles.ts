import { type Context, Hono } from "hono";
import { recordAudit } from "@/api/admin/audit";
import { type AdminEnv, auditActor, requireAccess } from "@/api/admin/identity";
import { ADMIN_MSG } from "@/api/contract/admin";
import { ZHAOPIN_ADMIN_MSG } from "@/api/contract/zhaopin-admin";
import type { Deps } from "@/api/deps";
import { httpError } from "@/api/protocol/errors";
import { companyProfileOf } from "../../company/admin/company-profiles";
import { lockCompany, setCompanySuspended } from "../../company/service";
import { syncCompanyPositionsSearch } from "../positions/search";
import { requireOperator } from "./scope";

const RESOURCE = "company-profiles";

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
      return c.json(companyProfileOf(after));
    });
  step("suspend", true);
  step("lift", false);
  return app;
}

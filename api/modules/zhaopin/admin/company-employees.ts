import { type Context, Hono } from "hono";
import { recordAudit } from "@/api/admin/audit";
import { type AdminEnv, auditActor, requireAccess } from "@/api/admin/identity";
import { readInput } from "@/api/admin/input";
import { maskMobile } from "@/api/contract/admin";
import { beijingDate } from "@/api/contract/beijing-time";
import { pick } from "@/api/contract/pick";
import { EMPLOYEE_INVITES_PER_DAY, type EmployeeFigures, EmployeeInviteSchema, ZHAOPIN_ADMIN_MSG } from "@/api/contract/zhaopin-admin";
import type { Deps } from "@/api/deps";
import { httpError } from "@/api/protocol/errors";
import { hit } from "@/api/protocol/rate-limit";
import type { Conn } from "@/db/client";
import { approvedBindingsOf, inviteEmployee, removeEmployee } from "../../binding/company-binding";
import { certificatesOfPeople } from "../../certification/certificates/of-people";
import { certificateStatus } from "../../certification/certificates/service";
import { examResultsOfPeople } from "../../certification/registration/results-of-people";
import { reachableSeeker } from "./queries";
import { ownCompanyId } from "./scope";

const RESOURCE = "company-employees";

/** Each person's certificates (no ID number), exam results and binding, read for the page's people only (account's 认证员工 list). */
export async function employeeFigures(db: Conn, rows: { id: number; companyId: number | null }[]): Promise<Map<number, EmployeeFigures>> {
  const ids = rows.map((r) => r.id);
  if (!ids.length) return new Map();
  const [certs, results, bindings] = await Promise.all([
    certificatesOfPeople(db, ids),
    examResultsOfPeople(db, ids),
    approvedBindingsOf(db, ids),
  ]);
  return new Map(
    rows.map((r) => {
      const binding = bindings.find((b) => b.userId === r.id && b.companyId === r.companyId);
      return [
        r.id,
        {
          employeeId: binding?.employeeId ?? "",
          boundAt: binding?.decidedAt?.toISOString() ?? null,
          bound: !!binding,
          certificates: certs
            .filter((c) => c.userId === r.id)
            .map((c) => ({
              ...pick(c, ["id", "number", "examName", "score"]),
              issuedAt: c.issuedAt.toISOString(),
              expiresAt: c.expiresAt?.toISOString() ?? null,
              status: certificateStatus(c),
            })),
          results: results
            .filter((x) => x.userId === r.id)
            .map((x) => ({ ...pick(x, ["id", "examName", "status", "score"]), resultAt: x.resultAt?.toISOString() ?? null })),
        },
      ];
    }),
  );
}

/**
 * `POST /admin/api/company-employees/:id/remove`: HR ends the person's approved binding with the company (a letter
 * tells them); 404 for someone not bound to it.
 * `POST …/invite {mobile}`: a letter inviting the person with that number to ask for binding on /my/bindcompany, for
 * a person who applied to the company or keeps a public CV only, EMPLOYEE_INVITES_PER_DAY tries a company a day
 * (429 past them), each sent one audited. A number without an account is refused as one that may not be reached, so
 * HR cannot probe who is registered.
 */
export function companyEmployeeRoutes(deps: Deps) {
  const app = new Hono<AdminEnv>();
  app.post("/:id{[0-9]{1,9}}/remove", async (c: Context<AdminEnv>) => {
    const admin = c.var.admin;
    requireAccess(admin, RESOURCE, "write");
    const companyId = ownCompanyId(admin);
    const userId = Number(c.req.param("id"));
    await deps.db.transaction(async (tx) => {
      const binding = await removeEmployee(tx, companyId, userId);
      if (!binding) throw httpError(404, ZHAOPIN_ADMIN_MSG.notEmployee);
      await recordAudit(tx, {
        actor: auditActor(admin),
        action: "update",
        resource: RESOURCE,
        recordId: userId,
        before: { bindingId: binding.id, status: "approved", companyId },
        after: { bindingId: binding.id, status: "unbound", companyId },
      });
    });
    return c.json({ id: userId });
  });
  app.post("/invite", async (c: Context<AdminEnv>) => {
    const admin = c.var.admin;
    requireAccess(admin, RESOURCE, "write");
    const companyId = ownCompanyId(admin);
    const { mobile } = await readInput(c, EmployeeInviteSchema);
    // Every try counts, sent or not, so the limit also bounds probing numbers.
    if ((await hit(deps.db, `employee-invite:${companyId}:${beijingDate(Date.now())}`, 86_400)) > EMPLOYEE_INVITES_PER_DAY) {
      throw httpError(429, ZHAOPIN_ADMIN_MSG.inviteLimit);
    }
    await deps.db.transaction(async (tx) => {
      const invited = await inviteEmployee(tx, companyId, mobile, (userId) => reachableSeeker(tx, companyId, userId));
      if (!invited) throw httpError(409, ZHAOPIN_ADMIN_MSG.notInvitable);
      if (invited.already) throw httpError(409, ZHAOPIN_ADMIN_MSG.invitedAlready);
      await recordAudit(tx, {
        actor: auditActor(admin),
        action: "create",
        resource: RESOURCE,
        recordId: invited.id,
        before: null,
        after: { invited: maskMobile(mobile), companyId },
      });
    });
    return c.json({ message: ZHAOPIN_ADMIN_MSG.invited });
  });
  return app;
}

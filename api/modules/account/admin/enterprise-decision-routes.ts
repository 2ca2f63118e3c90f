import { Hono } from "hono";
import type * as v from "valibot";
import { type AdminEnv, requireAccess } from "@/api/admin/identity";
import { readInput } from "@/api/admin/input";
import { pick } from "@/api/contract/pick";
import type { Deps } from "@/api/deps";
import { applicationFigures, ENTERPRISE_APPLICATION_FIELDS } from "./enterprise-applications";
import { approve, decideEnterpriseApplication, RESOURCE, refuse, type Step } from "./enterprise-decisions";

/** One decision's route: the caller's right and the body, then the decision; answers the application as the list shows it. */
function decisionRoute<S extends v.GenericSchema>(app: Hono<AdminEnv>, deps: Deps, s: Step<S>) {
  app.post(`/:id{[0-9]{1,9}}/${s.path}`, async (c) => {
    const admin = c.var.admin;
    requireAccess(admin, RESOURCE, "write");
    const input = await readInput(c, s.schema);
    const after = await decideEnterpriseApplication(deps, admin, Number(c.req.param("id")), s, input);
    const figures = await applicationFigures(deps.db, [after]);
    return c.json({ ...pick(after, ENTERPRISE_APPLICATION_FIELDS), ...figures.get(after.id) });
  });
}

/**
 * `POST /admin/api/enterprise-applications/:id/approve {companyId?}` and `…/refuse {reason}` (operators only): each
 * once (409 该申请已处理 when decided already), with a letter and an SMS to the person and audit rows, in one
 * transaction. Answers the application as the list shows it.
 */
export function enterpriseApplicationRoutes(deps: Deps) {
  const app = new Hono<AdminEnv>();
  decisionRoute(app, deps, approve);
  decisionRoute(app, deps, refuse);
  return app;
}

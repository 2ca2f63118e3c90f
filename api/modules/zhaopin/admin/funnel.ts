import { Hono } from "hono";
import { type AdminEnv, requireAccess } from "@/api/admin/identity";
import { ADMIN_MSG } from "@/api/contract/admin";
import type { PositionFunnel } from "@/api/contract/zhaopin-admin";
import type { Deps } from "@/api/deps";
import { httpError } from "@/api/protocol/errors";
import { positions } from "@/db/schema/zhaopin";
import { positionFunnel } from "./queries";
import { companyScope } from "./scope";

const scope = companyScope(positions.companyId);

/**
 * `GET /admin/api/positions/:id/funnel`: the position's 招聘漏斗 (浏览 → 投递 → 邀请面试 → 接受邀请) for the show page,
 * within the caller's company (404 for another's); operators read any.
 */
export function positionFunnelRoutes(deps: Deps) {
  const app = new Hono<AdminEnv>();
  app.get("/:id{[0-9]{1,9}}/funnel", async (c) => {
    const admin = c.var.admin;
    requireAccess(admin, "positions", "read");
    const funnel = await positionFunnel(deps.db, Number(c.req.param("id")), scope(admin));
    if (!funnel) throw httpError(404, ADMIN_MSG.notFound);
    return c.json(funnel satisfies PositionFunnel);
  });
  return app;
}

import { Hono } from "hono";
import { type AdminEnv, requireAccess } from "@/api/admin/identity";
import { GRADE_ADMIN_MSG } from "@/api/contract/grading-admin";
import type { Deps } from "@/api/deps";
import { httpError } from "@/api/protocol/errors";
import { gradeResults, gradeSessionDetail } from "./results";

const RESOURCE = "grade-results";

/**
 * `GET /admin/api/grade-results/summary`: the averages per session and per lecturer; `…/sessions/:id`: one session's
 * averages per question item and its suggestions. Operators only (ADMIN_ACCESS); the CSV is written by the page.
 */
export function gradeResultRoutes(deps: Deps) {
  const app = new Hono<AdminEnv>();
  app.get("/summary", async (c) => {
    requireAccess(c.var.admin, RESOURCE, "read");
    return c.json(await gradeResults(deps.db));
  });
  app.get("/sessions/:id{[0-9]{1,9}}", async (c) => {
    requireAccess(c.var.admin, RESOURCE, "read");
    const detail = await gradeSessionDetail(deps.db, Number(c.req.param("id")));
    if (!detail) throw httpError(404, GRADE_ADMIN_MSG.notFound);
    return c.json(detail);
  });
  return app;
}

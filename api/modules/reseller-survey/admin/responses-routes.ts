import { Hono } from "hono";
import { csvDownload } from "@/api/admin/csv-export";
import { type AdminEnv, requireAccess } from "@/api/admin/identity";
import type { Deps } from "@/api/deps";
import { responsesCsv } from "./answers";
import { RESPONSES } from "./responses";

/** `GET /admin/api/reseller-survey-responses/export`: the sheet of every response. */
export function surveyResponseRoutes(deps: Deps) {
  const app = new Hono<AdminEnv>();
  app.get("/export", async (c) => {
    requireAccess(c.var.admin, RESPONSES, "read");
    return csvDownload(c, "reseller-survey.csv", await responsesCsv(deps.db));
  });
  return app;
}

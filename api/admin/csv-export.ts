import type { Context } from "hono";
import { httpError } from "@/api/protocol/errors";
import type { Conn } from "@/db/client";
import { ADMIN_MSG, type AdminResource } from "../contract/admin";
import type { Deps } from "../deps";
import { type AdminEnv, requireAccess } from "./identity";

/** Answers a CSV download under the given file name. */
export function csvDownload(c: Context, filename: string, csv: string) {
  c.header("Content-Type", "text/csv; charset=utf-8");
  c.header("Content-Disposition", `attachment; filename="${filename}"`);
  return c.body(csv);
}

/** One feature's CSV export of a parent record's rows (an activity's sign-ups, a session's). */
export type CsvExportSpec = {
  /** The ADMIN_ACCESS row whose read right the caller needs. */
  resource: AdminResource;
  /** The query parameter naming the parent record, and the message when it is missing or not an id. */
  param: string;
  missing: string;
  filename: (id: string) => string;
  /** The CSV, or null when the parent record does not exist (404). */
  csv: (db: Conn, id: number) => Promise<string | null>;
};

/** `GET /admin/api/<resource>/export?<param>=<id>`: the CSV download. */
export function csvExportRoute(deps: Deps, spec: CsvExportSpec) {
  return async (c: Context<AdminEnv>) => {
    requireAccess(c.var.admin, spec.resource, "read");
    const raw = c.req.query(spec.param) ?? "";
    if (!/^\d{1,9}$/.test(raw)) throw httpError(400, spec.missing);
    const csv = await spec.csv(deps.db, Number(raw));
    if (csv === null) throw httpError(404, ADMIN_MSG.notFound);
    return csvDownload(c, spec.filename(raw), csv);
  };
}

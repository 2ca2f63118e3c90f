import { type Context, Hono } from "hono";
import { recordAudit } from "@/api/admin/audit";
import { type AdminEnv, auditActor, requireAccess } from "@/api/admin/identity";
import { readInput } from "@/api/admin/input";
import type { Serialized } from "@/api/admin/resource";
import type { ScoredResultRow } from "@/api/contract/certification-admin";
import { RESULT_MSG, ResultImportChunkSchema, ResultScoreSchema } from "@/api/contract/exam-results";
import type { Deps } from "@/api/deps";
import { httpError } from "@/api/protocol/errors";
import type { Tx } from "@/db/client";
import { importResults } from "../import";
import { type RecordedResult, recordResult } from "../record";
import { resultRow } from "./exam-results";

const RESOURCE = "exam-results";

/** The audit row of a recorded result, in its transaction. */
function auditFor(c: Context<AdminEnv>) {
  const admin = c.var.admin;
  return (tx: Tx, r: RecordedResult) =>
    recordAudit(tx, {
      actor: auditActor(admin),
      action: "update",
      resource: RESOURCE,
      recordId: r.after.id,
      before: r.before,
      after: r.after,
    });
}

/**
 * `POST /admin/api/exam-results/{id}/score {score}` records one result; `POST /admin/api/exam-results/import {rows}`
 * applies a chunk of an import file (the screen sends the file in chunks, so its progress bar shows real progress).
 */
export function examResultRoutes(deps: Deps) {
  const app = new Hono<AdminEnv>();

  app.post("/:id{[0-9]{1,9}}/score", async (c) => {
    requireAccess(c.var.admin, RESOURCE, "write");
    const { score } = await readInput(c, ResultScoreSchema);
    const audit = auditFor(c);
    const recorded = await deps.db.transaction(async (tx) => {
      const result = await recordResult(tx, deps.sms, Number(c.req.param("id")), score);
      if (result) await audit(tx, result);
      return result;
    });
    if (!recorded) throw httpError(409, RESULT_MSG.recorded);
    const answer: Serialized<ScoredResultRow> = {
      ...resultRow(recorded.after),
      certificateNumber: recorded.certificate?.number ?? null,
    };
    return c.json(answer);
  });

  app.post("/import", async (c) => {
    requireAccess(c.var.admin, RESOURCE, "write");
    const { rows } = await readInput(c, ResultImportChunkSchema);
    return c.json(await importResults(deps.db, deps.sms, rows, auditFor(c)));
  });

  return app;
}

import { type Context, Hono } from "hono";
import type * as v from "valibot";
import type { Tx } from "@/db/client";
import type { AdminResource } from "../contract/admin";
import type { Deps } from "../deps";
import { recordAudit } from "./audit";
import { type CsvExportSpec, csvExportRoute } from "./csv-export";
import { type AdminEnv, auditActor, requireAccess } from "./identity";
import { readInput } from "./input";

type ReviewInput = { ids: number[] };

/** One feature's batch review: which rows the batch looks at, and what deciding one of them does. */
export type ReviewSpec<S extends v.GenericSchema<unknown, ReviewInput>, R extends { id: number }> = {
  /** The ADMIN_ACCESS row whose write right the caller needs; also the audit rows' resource. */
  resource: AdminResource;
  /** The request body: the ids and the decision. */
  schema: S;
  /** The rows the batch may change, in id order (locked or not, as the feature's lock order wants). */
  rows: (tx: Tx, input: v.InferOutput<S>) => Promise<R[]>;
  /**
   * Decides one row in the batch's transaction (and tells the person): its state before and after, for the audit
   * log, or null when there was nothing to change.
   */
  decide: (tx: Tx, deps: Deps, row: R, input: v.InferOutput<S>) => Promise<{ before: unknown; after: unknown } | null>;
};

/**
 * `POST /admin/api/<resource>/review`: approves or rejects many rows at once, in one transaction. Each row that
 * changes gets its audit row; the answer lists their ids as {data: [..]}.
 */
export function reviewRoute<S extends v.GenericSchema<unknown, ReviewInput>, R extends { id: number }>(deps: Deps, spec: ReviewSpec<S, R>) {
  return async (c: Context<AdminEnv>) => {
    requireAccess(c.var.admin, spec.resource, "write");
    const input = await readInput(c, spec.schema);
    const actor = auditActor(c.var.admin);
    const changed = await deps.db.transaction(async (tx) => {
      const done: number[] = [];
      for (const row of await spec.rows(tx, input)) {
        const change = await spec.decide(tx, deps, row, input);
        if (!change) continue;
        await recordAudit(tx, { actor, action: "update", resource: spec.resource, recordId: row.id, ...change });
        done.push(row.id);
      }
      return done;
    });
    return c.json({ data: changed });
  };
}

/** A review queue's two routes: `POST /review` (reviewRoute) and `GET /export` (csvExportRoute), under one resource. */
export function reviewQueueRoutes<S extends v.GenericSchema<unknown, ReviewInput>, R extends { id: number }>(
  deps: Deps,
  spec: { resource: AdminResource; review: Omit<ReviewSpec<S, R>, "resource">; export: Omit<CsvExportSpec, "resource"> },
) {
  const app = new Hono<AdminEnv>();
  app.post("/review", reviewRoute(deps, { resource: spec.resource, ...spec.review }));
  app.get("/export", csvExportRoute(deps, { resource: spec.resource, ...spec.export }));
  return app;
}

import { Hono } from "hono";
import { recordAudits } from "@/api/admin/audit";
import { type AdminEnv, auditActor, requireAccess } from "@/api/admin/identity";
import { readInput } from "@/api/admin/input";
import { ADMIN_MSG } from "@/api/contract/admin";
import { type InviteImportResult, InviteImportSchema, parseInviteCsv } from "@/api/contract/training-admin";
import type { Deps } from "@/api/deps";
import { httpError } from "@/api/protocol/errors";
import type { Tx } from "@/db/client";
import { addInvites, findTrainingById } from "../queries";

/** Invites go with an existing session (a 404 names a session deleted meanwhile). */
export async function requireTraining(tx: Tx, trainingId: number) {
  if (!(await findTrainingById(tx, trainingId))) throw httpError(404, ADMIN_MSG.notFound);
}

/**
 * `/admin/api/training-invites/import`: adds a CSV's mobile numbers to a directed session's invite list. Each added
 * number gets the audit row the add-one form's create leaves (./training-invites.ts), so every invite has
 * one history whichever way it came.
 */
export function trainingInviteRoutes(deps: Deps) {
  const app = new Hono<AdminEnv>();

  app.post("/import", async (c) => {
    requireAccess(c.var.admin, "training-invites", "write");
    const { trainingId, csv } = await readInput(c, InviteImportSchema);
    const { accepted, rejected } = parseInviteCsv(csv);
    const admin = c.var.admin;
    const result: InviteImportResult = await deps.db.transaction(async (tx) => {
      await requireTraining(tx, trainingId);
      const added = await addInvites(tx, trainingId, accepted);
      const actor = auditActor(admin);
      await recordAudits(
        tx,
        added.map((after) => ({ actor, action: "create", resource: "training-invites", recordId: after.id, before: null, after })),
      );
      return { added: added.length, existing: accepted.length - added.length, rejected };
    });
    return c.json(result);
  });

  return app;
}

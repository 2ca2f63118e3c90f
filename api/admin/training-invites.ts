import { eq } from "drizzle-orm";
import { type Context, Hono } from "hono";
import { trainingInvites, trainings } from "../../db/schema";
import { ADMIN_MSG, mayAccess } from "../contract/admin";
import { type InviteImportResult, InviteImportSchema, parseInviteCsv } from "../contract/training-admin";
import type { Deps } from "../deps";
import { recordAudit } from "./audit";
import { HttpError } from "./errors";
import { type AdminEnv, actorName } from "./identity";
import { readInput } from "./input";

/** Invites belong to their session: the same rights as writing the session. */
const RESOURCE = "trainings";

function allow(c: Context<AdminEnv>) {
  if (!mayAccess(c.var.admin.roles, RESOURCE, "write")) throw new HttpError(403, ADMIN_MSG.forbidden);
}

/** `/admin/api/training-invites/import`: adds a CSV's mobile numbers to a directed session's invite list. */
export function trainingInviteRoutes(deps: Deps) {
  const app = new Hono<AdminEnv>();

  app.post("/import", async (c) => {
    allow(c);
    const { trainingId, csv } = await readInput(c, InviteImportSchema);
    const { accepted, rejected } = parseInviteCsv(csv);
    const admin = c.var.admin;
    const result: InviteImportResult = await deps.db.transaction(async (tx) => {
      const [training] = await tx.select({ id: trainings.id }).from(trainings).where(eq(trainings.id, trainingId));
      if (!training) throw new HttpError(404, ADMIN_MSG.notFound);
      const added = accepted.length
        ? await tx
            .insert(trainingInvites)
            .values(accepted.map((r) => ({ trainingId, ...r })))
            .onConflictDoNothing()
            .returning()
        : [];
      if (added.length) {
        await recordAudit(tx, {
          actor: { id: admin.id, name: actorName(admin) },
          action: "update",
          resource: "training-invites",
          recordId: trainingId,
          before: null,
          after: { added: added.map((r) => `${r.areaCode} ${r.mobile}`) },
        });
      }
      return { added: added.length, existing: accepted.length - added.length, rejected };
    });
    return c.json(result);
  });

  return app;
}

import { Hono } from "hono";
import { recordAudit } from "@/api/admin/audit";
import { type AdminEnv, auditActor, requireAccess } from "@/api/admin/identity";
import { readInput } from "@/api/admin/input";
import { ADMIN_MSG, type AdminResource } from "@/api/contract/admin";
import { StudyHideSchema } from "@/api/contract/study-admin";
import type { Deps } from "@/api/deps";
import { httpError } from "@/api/protocol/errors";
import type { Tx } from "@/db/client";

type Hideable = { id: number; hiddenAt: Date | null };

/** How one resource hides and shows its rows; `hide` and `unhide` update conditionally and answer no row if it moved. */
export type Moderation<R extends Hideable> = {
  resource: AdminResource;
  already: string;
  notHidden: string;
  /** The row, locked for the transaction. */
  lock: (tx: Tx, id: number) => Promise<R | undefined>;
  /** Hides it and writes the letter, in the same transaction. */
  hide: (tx: Tx, before: R, reason: string) => Promise<R | undefined>;
  unhide: (tx: Tx, before: R) => Promise<R | undefined>;
  serialize: (row: R) => Record<string, unknown>;
};

/**
 * `POST /admin/api/<resource>/:id/hide {reason}` and `…/unhide`: operators only (the resource's write right), each
 * once (409 when the row is already there, so two clicks send one letter), audited in the same transaction.
 */
export function moderationRoutes<R extends Hideable>(m: Moderation<R>) {
  return (deps: Deps) => {
    const app = new Hono<AdminEnv>();
    for (const step of ["hide", "unhide"] as const) {
      app.post(`/:id{[0-9]{1,9}}/${step}`, async (c) => {
        const admin = c.var.admin;
        requireAccess(admin, m.resource, "write");
        const { reason } = step === "hide" ? await readInput(c, StudyHideSchema) : { reason: "" };
        const id = Number(c.req.param("id"));
        const after = await deps.db.transaction(async (tx) => {
          const before = await m.lock(tx, id);
          if (!before) throw httpError(404, ADMIN_MSG.notFound);
          if (step === "hide" && before.hiddenAt) throw httpError(409, m.already);
          if (step === "unhide" && !before.hiddenAt) throw httpError(409, m.notHidden);
          const moved = step === "hide" ? await m.hide(tx, before, reason) : await m.unhide(tx, before);
          if (!moved) throw httpError(409, step === "hide" ? m.already : m.notHidden);
          await recordAudit(tx, { actor: auditActor(admin), action: "update", resource: m.resource, recordId: id, before, after: moved });
          return moved;
        });
        return c.json(m.serialize(after));
      });
    }
    return app;
  };
}

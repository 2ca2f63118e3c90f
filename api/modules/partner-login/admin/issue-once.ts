import { Hono } from "hono";
import { recordAudit } from "@/api/admin/audit";
import { type AdminEnv, auditActor, requireAccess } from "@/api/admin/identity";
import { ADMIN_MSG, type AdminResource } from "@/api/contract/admin";
import type { Deps } from "@/api/deps";
import { httpError } from "@/api/protocol/errors";
import { replaceColumns, type WithId } from "./queries";

type IssueOnce<T extends WithId, A> = {
  resource: AdminResource;
  table: T;
  /** The path's last segment: `POST /admin/api/<resource>/:id/<step>`. */
  step: string;
  /** A new value: the columns that keep it (sealed or hashed) and what the operator is shown this once. */
  make: (deps: Deps) => { set: Partial<T["$inferInsert"]>; answer: A };
  /** The row as the audit log keeps it: without the value. */
  serialize: (row: T["$inferSelect"]) => Record<string, unknown>;
};

/**
 * A secret or code the server makes and answers once (a partner's secret, a reseller's code): operators only (the
 * resource's write right); the old one stops working at once; audited in the same transaction without the value.
 */
export function issueOnceRoute<T extends WithId, A>(o: IssueOnce<T, A>) {
  return (deps: Deps) => {
    const app = new Hono<AdminEnv>();
    app.post(`/:id{[0-9]{1,9}}/${o.step}`, async (c) => {
      const admin = c.var.admin;
      requireAccess(admin, o.resource, "write");
      const id = Number(c.req.param("id"));
      const { set, answer } = o.make(deps);
      await deps.db.transaction(async (tx) => {
        const changed = await replaceColumns(tx, o.table, id, set);
        if (!changed) throw httpError(404, ADMIN_MSG.notFound);
        const { before, after } = changed;
        await recordAudit(tx, {
          actor: auditActor(admin),
          action: "update",
          resource: o.resource,
          recordId: id,
          before: o.serialize(before),
          after: o.serialize(after),
        });
      });
      return c.json(answer);
    });
    return app;
  };
}

import type { Conn } from "../../db/client";
import { auditLogs } from "../../db/schema";

export type AuditAction = "create" | "update" | "delete";

export type AuditEntry = {
  actor: { id: number; name: string };
  action: AuditAction;
  resource: string;
  recordId: string | number;
  before: unknown;
  after: unknown;
};

/** Records one write; call it inside the transaction that makes the change, so both land or neither does. */
export async function recordAudit(tx: Conn, entry: AuditEntry) {
  await tx.insert(auditLogs).values({
    actorId: entry.actor.id,
    actorName: entry.actor.name,
    action: entry.action,
    resource: entry.resource,
    recordId: String(entry.recordId),
    // Through JSON so dates land as ISO strings, the way the API shows them.
    before: entry.before == null ? null : JSON.parse(JSON.stringify(entry.before)),
    after: entry.after == null ? null : JSON.parse(JSON.stringify(entry.after)),
  });
}

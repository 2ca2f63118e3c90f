import type { Conn } from "@/db/client";
import { auditLogs } from "@/db/schema/audit";

export type AuditAction = "create" | "update" | "delete";

export type AuditEntry = {
  actor: { id: number; name: string };
  action: AuditAction;
  resource: string;
  recordId: string | number;
  before: unknown;
  after: unknown;
};

/** Through JSON so dates land as ISO strings, the way the API shows them. */
const asJson = (value: unknown) => (value == null ? null : JSON.parse(JSON.stringify(value)));

/** Records writes; call it inside the transaction that makes the change, so both land or neither does. */
export async function recordAudits(tx: Conn, entries: AuditEntry[]) {
  if (!entries.length) return;
  await tx.insert(auditLogs).values(
    entries.map((entry) => ({
      actorId: entry.actor.id,
      actorName: entry.actor.name,
      action: entry.action,
      resource: entry.resource,
      recordId: String(entry.recordId),
      before: asJson(entry.before),
      after: asJson(entry.after),
    })),
  );
}

/** Records one write (see recordAudits). */
export function recordAudit(tx: Conn, entry: AuditEntry) {
  return recordAudits(tx, [entry]);
}

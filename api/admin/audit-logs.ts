import { auditLogs } from "@/db/schema/audit";
import { ADMIN_ACCESS, type AuditLogRow } from "../contract/admin";
import { equalsInt, equalsText } from "./filters";
import { defineResource } from "./resource";

/** The record of every back-office write: read-only. */
export const auditLogsResource = defineResource<AuditLogRow>()({
  name: "audit-logs",
  table: auditLogs,
  sortable: { createdAt: auditLogs.createdAt },
  filters: {
    resource: equalsText(auditLogs.resource, Object.keys(ADMIN_ACCESS)),
    actorId: equalsInt(auditLogs.actorId),
    recordId: equalsText(auditLogs.recordId),
    action: equalsText(auditLogs.action, ["create", "update", "delete"]),
  },
  serialize: (a) => ({
    id: a.id,
    actorId: a.actorId,
    actorName: a.actorName,
    action: a.action,
    resource: a.resource,
    recordId: a.recordId,
    before: a.before as AuditLogRow["before"],
    after: a.after as AuditLogRow["after"],
    createdAt: a.createdAt,
  }),
});

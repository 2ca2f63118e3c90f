import { index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Every back-office write: who, what, when, before and after. */
export const auditLogs = pgTable(
  "audit_logs",
  {
    id: serial("id").primaryKey(),
    actorId: integer("actor_id").notNull(),
    actorName: text("actor_name").notNull().default(""),
    action: text("action").notNull(),
    resource: text("resource").notNull(),
    recordId: text("record_id").notNull().default(""),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_logs_resource_idx").on(t.resource, t.recordId), index("audit_logs_created_idx").on(t.createdAt)],
);

import { eq } from "drizzle-orm";
import type { PgColumn, PgTableWithColumns } from "drizzle-orm/pg-core";
import type { Tx } from "@/db/client";

// biome-ignore lint/suspicious/noExplicitAny: a table with an `id` column; each caller passes its own
export type WithId = PgTableWithColumns<any> & { id: PgColumn };

/**
 * Sets new columns on a row locked for the change; null when there is no such row. Drizzle cannot type a select over a
 * generic table, so `set` and the rows are the caller's table's types by its signature.
 */
export async function replaceColumns<T extends WithId>(tx: Tx, table: T, id: number, set: Partial<T["$inferInsert"]>) {
  // biome-ignore lint/suspicious/noExplicitAny: see above
  const t = table as PgTableWithColumns<any>;
  const [before] = await tx.select().from(t).where(eq(t.id, id)).for("update");
  if (!before) return null;
  const [after] = await tx.update(t).set(set).where(eq(t.id, id)).returning();
  return { before: before as T["$inferSelect"], after: after as T["$inferSelect"] };
}

import { type AnyColumn, arrayContains, count, eq, type SQL } from "drizzle-orm";
import { httpError } from "@/api/protocol/errors";
import type { WriteContext } from "./resource";

/** A `remove.check` refusing the delete (409) while `holds(id)` matches rows of `column`'s table. */
function refuseWhile(column: AnyColumn, holds: (id: number) => SQL, message: (n: number) => string) {
  return async ({ tx, before }: WriteContext & { before: { id: number } }) => {
    const [{ n }] = await tx.select({ n: count() }).from(column.table).where(holds(before.id));
    if (n > 0) throw httpError(409, message(n));
  };
}

/**
 * Refuses the delete while rows still point at the record through `column`;
 * `message` says how many, e.g. 该分类下还有 3 门课程，不能删除.
 */
export function refuseWhileUsed(column: AnyColumn, message: (n: number) => string) {
  return refuseWhile(column, (id) => eq(column, id), message);
}

/** The same for an id array column (`tag_ids @> array[id]`), e.g. 该标签已用于 2 门课程，不能删除. */
export function refuseWhileListed(column: AnyColumn, message: (n: number) => string) {
  return refuseWhile(column, (id) => arrayContains(column, [id]), message);
}

import { type AnyColumn, count, eq } from "drizzle-orm";
import { HttpError } from "./errors";
import type { WriteContext } from "./resource";

/**
 * A `remove.check` refusing the delete (409) while rows still point at the record through `column`;
 * `message` says how many, e.g. 该分类下还有 3 门课程，不能删除.
 */
export function refuseWhileUsed(column: AnyColumn, message: (n: number) => string) {
  return async ({ tx, before }: WriteContext & { before: { id: number } }) => {
    const [{ n }] = await tx.select({ n: count() }).from(column.table).where(eq(column, before.id));
    if (n > 0) throw new HttpError(409, message(n));
  };
}

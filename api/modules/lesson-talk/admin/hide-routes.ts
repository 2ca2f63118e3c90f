import type { AdminResource } from "@/api/contract/admin";
import { pick } from "@/api/contract/pick";
import { moderationRoutes } from "../../study/admin/moderation";
import type { Hiding } from "./queries";

type Hideable = { id: number; hiddenAt: Date | null; hiddenReason: string };

/**
 * `POST /admin/api/<resource>/:id/hide {reason}` and `…/unhide` for a question, an answer or a public note: the course
 * packs' moderation (operators only, once each, audited in the same transaction), with the reason kept on the row.
 */
export function hideRoutes<R extends Hideable>(resource: AdminResource, msg: { already: string; notHidden: string }, rows: Hiding<R>) {
  return moderationRoutes<R>({
    resource,
    ...msg,
    lock: rows.lock,
    hide: (tx, row, reason) => rows.set(tx, row.id, true, reason),
    unhide: (tx, row) => rows.set(tx, row.id, false),
    serialize: (row) => ({ ...pick(row, ["id", "hiddenAt", "hiddenReason"]), hidden: row.hiddenAt !== null }),
  });
}

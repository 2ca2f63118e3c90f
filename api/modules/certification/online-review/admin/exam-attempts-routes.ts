import { Hono } from "hono";
import { type AdminEnv, isOperator, requireAccess } from "@/api/admin/identity";
import { readInput } from "@/api/admin/input";
import { privatePhoto } from "@/api/admin/private-photo";
import { ADMIN_MSG } from "@/api/contract/admin";
import { type AttemptEventRow, attemptPhotoPath, VoidAttemptSchema } from "@/api/contract/online-exam-admin";
import type { Deps } from "@/api/deps";
import { httpError } from "@/api/protocol/errors";
import { eventsOf, findAttempt, snapshotKey } from "./queries";
import { voidAttempt } from "./void";

const RESOURCE = "exam-attempts";
const id = "{[0-9]{1,9}}";

/**
 * `/admin/api/exam-attempts/:id/events`: an attempt's timeline; `/:id/events/:eventId/photo`: a snapshot's picture,
 * private, for operators only, while it is kept (7 days); `POST /:id/void`: 作废 with a reason.
 */
export function examAttemptRoutes(deps: Deps) {
  const app = new Hono<AdminEnv>();

  app.get(`/:id${id}/events`, async (c) => {
    requireAccess(c.var.admin, RESOURCE, "read");
    const attemptId = Number(c.req.param("id"));
    if (!(await findAttempt(deps.db, attemptId))) throw httpError(404, ADMIN_MSG.notFound);
    const rows: AttemptEventRow[] = (await eventsOf(deps.db, attemptId)).map((e) => ({
      id: e.id,
      kind: e.kind,
      at: e.at.toISOString(),
      detail: e.detail,
      photoUrl: e.photoKey && !e.photoDeletedAt ? attemptPhotoPath(attemptId, e.id) : null,
      photoDeletedAt: e.photoDeletedAt?.toISOString() ?? null,
    }));
    return c.json({ data: rows });
  });

  app.get(`/:id${id}/events/:eventId${id}/photo`, async (c) => {
    // Personal data: operators only, never an enterprise account.
    requireAccess(c.var.admin, RESOURCE, "read");
    if (!isOperator(c.var.admin)) throw httpError(403, ADMIN_MSG.forbidden);
    const key = await snapshotKey(deps.db, Number(c.req.param("id")), Number(c.req.param("eventId")));
    const file = key ? await deps.storage.get(key) : null;
    if (!file) throw httpError(404, "照片已按规定于拍摄7天后删除");
    return privatePhoto(file);
  });

  app.post(`/:id${id}/void`, async (c) => {
    requireAccess(c.var.admin, RESOURCE, "write");
    const { reason } = await readInput(c, VoidAttemptSchema);
    const after = await voidAttempt(deps.db, c.var.admin, Number(c.req.param("id")), reason);
    return c.json({ id: after.id, status: after.status, voidReason: after.voidReason, voidedAt: after.voidedAt });
  });

  return app;
}

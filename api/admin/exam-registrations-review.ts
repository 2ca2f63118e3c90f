import { asc, eq, inArray } from "drizzle-orm";
import { Hono } from "hono";
import { httpError } from "@/api/protocol/errors";
import { examChecks, examRegistrations } from "@/db/schema";
import { ADMIN_MSG } from "../contract/admin";
import { RegistrationReviewSchema } from "../contract/exams-admin";
import type { Deps } from "../deps";
import { reviewRegistration } from "../modules/certification/registration/review";
import { recordAudit } from "./audit";
import { type AdminEnv, auditActor, isOperator, requireAccess } from "./identity";
import { readInput } from "./input";

const RESOURCE = "exam-registrations";

/**
 * `/admin/api/exam-registrations/review` approves (通过) or rejects (驳回, with a reason) many paid registrations at
 * once: each that was waiting for review changes once, with its audit row and the candidate's text and letter, in one
 * transaction. `/:id/check-photo` shows an operator the camera photo (kept 7 days).
 */
export function examRegistrationRoutes(deps: Deps) {
  const app = new Hono<AdminEnv>();

  app.post("/review", async (c) => {
    requireAccess(c.var.admin, RESOURCE, "write");
    const input = await readInput(c, RegistrationReviewSchema);
    const admin = c.var.admin;
    const changed = await deps.db.transaction(async (tx) => {
      const done: number[] = [];
      const rows = await tx
        .select({ id: examRegistrations.id })
        .from(examRegistrations)
        .where(inArray(examRegistrations.id, input.ids))
        .orderBy(asc(examRegistrations.id));
      for (const { id } of rows) {
        const change = await reviewRegistration(tx, deps.sms, id, input);
        if (!change) continue;
        await recordAudit(tx, {
          actor: auditActor(admin),
          action: "update",
          resource: RESOURCE,
          recordId: id,
          ...change,
        });
        done.push(id);
      }
      return done;
    });
    return c.json({ data: changed });
  });

  app.get("/:id{[0-9]{1,9}}/check-photo", async (c) => {
    // Personal data: operators only, never an enterprise account.
    if (!isOperator(c.var.admin)) throw httpError(403, ADMIN_MSG.forbidden);
    const [row] = await deps.db
      .select({ key: examChecks.photoKey })
      .from(examChecks)
      .where(eq(examChecks.registrationId, Number(c.req.param("id"))))
      .orderBy(asc(examChecks.id))
      .limit(1);
    const file = row ? await deps.storage.get(row.key) : null;
    if (!file) throw httpError(404, "没有拍照记录（照片保存7天）");
    return new Response(file.body, {
      headers: {
        "Content-Type": "image/jpeg",
        "Content-Length": String(file.size),
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  });

  return app;
}

import { and, asc, eq, inArray, ne } from "drizzle-orm";
import { Hono } from "hono";
import { httpError } from "@/api/protocol/errors";
import { activitySignups } from "@/db/schema";
import { SignupReviewSchema } from "../contract/activity-admin";
import { ADMIN_MSG } from "../contract/admin";
import type { Deps } from "../deps";
import { notifySignupDecision } from "../modules/activity/notices";
import { signupsCsv } from "./activity-signups-csv";
import { recordAudit } from "./audit";
import { type AdminEnv, auditActor, requireAccess } from "./identity";
import { readInput } from "./input";

const RESOURCE = "activity-signups";

/**
 * `/admin/api/activity-signups/review` approves or rejects many sign-ups at once; each person whose state changes gets
 * a text and a letter, and each change its audit row, in the one transaction. `/export?activityId=` answers an activity's
 * sign-ups as CSV.
 */
export function activitySignupRoutes(deps: Deps) {
  const app = new Hono<AdminEnv>();

  app.post("/review", async (c) => {
    requireAccess(c.var.admin, RESOURCE, "write");
    const { ids, audit } = await readInput(c, SignupReviewSchema);
    const admin = c.var.admin;
    const changed = await deps.db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(activitySignups)
        .where(and(inArray(activitySignups.id, ids), ne(activitySignups.audit, audit)))
        .orderBy(asc(activitySignups.id))
        .for("update");
      for (const signup of rows) {
        const [after] = await tx.update(activitySignups).set({ audit }).where(eq(activitySignups.id, signup.id)).returning();
        await notifySignupDecision(tx, deps.sms, signup.id, audit);
        await recordAudit(tx, {
          actor: auditActor(admin),
          action: "update",
          resource: RESOURCE,
          recordId: signup.id,
          before: signup,
          after,
        });
      }
      return rows.map((r) => r.id);
    });
    return c.json({ data: changed });
  });

  app.get("/export", async (c) => {
    requireAccess(c.var.admin, RESOURCE, "read");
    const raw = c.req.query("activityId") ?? "";
    if (!/^\d{1,9}$/.test(raw)) throw httpError(400, "请选择要导出的活动");
    const csv = await signupsCsv(deps.db, Number(raw));
    if (csv === null) throw httpError(404, ADMIN_MSG.notFound);
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header("Content-Disposition", `attachment; filename="activity-${raw}-signups.csv"`);
    return c.body(csv);
  });

  return app;
}

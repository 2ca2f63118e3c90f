import { and, asc, eq, inArray, ne } from "drizzle-orm";
import { Hono } from "hono";
import { httpError } from "@/api/protocol/errors";
import { trainingAttends } from "@/db/schema";
import { ADMIN_MSG } from "../contract/admin";
import { AttendReviewSchema } from "../contract/training-admin";
import type { Deps } from "../deps";
import { notifyAttend } from "../modules/training/notices";
import { approveAttend, releaseAttend } from "../modules/training/sign-up";
import { recordAudit } from "./audit";
import { type AdminEnv, auditActor, requireAccess } from "./identity";
import { readInput } from "./input";
import { attendsCsv } from "./training-attends-csv";

const RESOURCE = "training-attends";

/**
 * `/admin/api/training-attends/review` approves or rejects many sign-ups at once: each person whose state changes
 * gets a text and a letter, and each change its audit row, in one transaction. A rejection gives the place back and the first in
 * the queue takes it (releaseAttend). `/export?trainingId=` answers a session's sign-ups as CSV.
 */
export function trainingAttendRoutes(deps: Deps) {
  const app = new Hono<AdminEnv>();

  app.post("/review", async (c) => {
    requireAccess(c.var.admin, RESOURCE, "write");
    const { ids, audit } = await readInput(c, AttendReviewSchema);
    const admin = c.var.admin;
    const changed = await deps.db.transaction(async (tx) => {
      // A released sign-up that was never rejected was cancelled by its owner: there is nothing to decide. No row lock
      // here: releaseAttend locks the session before the sign-up, the order sign-up uses, so the two never deadlock.
      const rows = await tx
        .select()
        .from(trainingAttends)
        .where(and(inArray(trainingAttends.id, ids), ne(trainingAttends.audit, audit), ne(trainingAttends.status, "released")))
        .orderBy(asc(trainingAttends.id));
      const done: number[] = [];
      for (const attend of rows) {
        if (audit === 1) await approveAttend(tx, attend.id);
        else if (!(await releaseAttend(tx, deps.sms, attend.id, "reject"))) continue;
        const [after] = await tx.select().from(trainingAttends).where(eq(trainingAttends.id, attend.id));
        await notifyAttend(tx, deps.sms, attend.id, audit === 1 ? "approved" : "rejected");
        await recordAudit(tx, {
          actor: auditActor(admin),
          action: "update",
          resource: RESOURCE,
          recordId: attend.id,
          before: attend,
          after,
        });
        done.push(attend.id);
      }
      return done;
    });
    return c.json({ data: changed });
  });

  app.get("/export", async (c) => {
    requireAccess(c.var.admin, RESOURCE, "read");
    const raw = c.req.query("trainingId") ?? "";
    if (!/^\d{1,9}$/.test(raw)) throw httpError(400, "请选择要导出的课程");
    const csv = await attendsCsv(deps.db, Number(raw));
    if (csv === null) throw httpError(404, ADMIN_MSG.notFound);
    c.header("Content-Type", "text/csv; charset=utf-8");
    c.header("Content-Disposition", `attachment; filename="training-${raw}-signups.csv"`);
    return c.body(csv);
  });

  return app;
}

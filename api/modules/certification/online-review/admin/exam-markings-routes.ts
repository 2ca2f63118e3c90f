import { Hono } from "hono";
import { type AdminEnv, requireAccess } from "@/api/admin/identity";
import { readInput } from "@/api/admin/input";
import { MarkAnswerSchema } from "@/api/contract/online-exam-admin";
import type { Deps } from "@/api/deps";
import { markAnswer, markingQueue } from "./mark";

const RESOURCE = "exam-markings";

/**
 * 阅卷: `GET /admin/api/exam-markings/next?skip=n` gives one short answer that waits (blind) and how many wait;
 * `POST /mark` scores it.
 */
export function examMarkingRoutes(deps: Deps) {
  const app = new Hono<AdminEnv>();

  app.get("/next", async (c) => {
    requireAccess(c.var.admin, RESOURCE, "read");
    const raw = c.req.query("skip") ?? "0";
    const skip = /^\d{1,6}$/.test(raw) ? Number(raw) : 0;
    return c.json(await markingQueue(deps.db, skip));
  });

  app.post("/mark", async (c) => {
    requireAccess(c.var.admin, RESOURCE, "write");
    const input = await readInput(c, MarkAnswerSchema);
    return c.json(await markAnswer(deps, c.var.admin, input));
  });

  return app;
}

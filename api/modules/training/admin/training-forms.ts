import { Hono } from "hono";
import { type AdminEnv, requireAccess } from "@/api/admin/identity";
import { readInput } from "@/api/admin/input";
import { ADMIN_MSG } from "@/api/contract/admin";
import { TrainingSignUpFormSchema } from "@/api/contract/training-admin";
import type { Deps } from "@/api/deps";
import { httpError } from "@/api/protocol/errors";
import { SIGN_UP_FORM_RESOURCE as RESOURCE, saveSignUpFormRecord, signUpFormRecord } from "./sign-up-form";

function parseId(raw: string) {
  if (!/^\d{1,9}$/.test(raw)) throw httpError(404, ADMIN_MSG.notFound);
  return Number(raw);
}

/**
 * `/admin/api/training-forms/:trainingId`: a session's sign-up form (profile fields and survey) in the REST dialect,
 * so react-admin edits it as a record (./sign-up-form.ts reads and saves it).
 */
export function trainingFormRoutes(deps: Deps) {
  const app = new Hono<AdminEnv>();

  app.get("/:id", async (c) => {
    requireAccess(c.var.admin, RESOURCE, "read");
    return c.json(await signUpFormRecord(deps.db, parseId(c.req.param("id"))));
  });

  app.put("/:id", async (c) => {
    requireAccess(c.var.admin, RESOURCE, "write");
    const input = await readInput(c, TrainingSignUpFormSchema);
    return c.json(await saveSignUpFormRecord(deps.db, c.var.admin, parseId(c.req.param("id")), input));
  });

  return app;
}

import { Hono } from "hono";
import { recordAudit } from "@/api/admin/audit";
import { type AdminEnv, auditActor, requireAccess } from "@/api/admin/identity";
import { readInput } from "@/api/admin/input";
import { ADMIN_MSG } from "@/api/contract/admin";
import { TrainingSignUpFormSchema } from "@/api/contract/training-admin";
import type { Deps } from "@/api/deps";
import { httpError } from "@/api/protocol/errors";
import type { Conn } from "@/db/client";
import { findTrainingById, lockTraining, readSignUpForm } from "../queries";
import { saveSignUpForm } from "./queries";

const RESOURCE = "training-forms";

function parseId(raw: string) {
  if (!/^\d{1,9}$/.test(raw)) throw httpError(404, ADMIN_MSG.notFound);
  return Number(raw);
}

/** The form as the back office edits it: the session's id and title, flags as switches read them. */
async function formRecord(db: Conn, id: number) {
  const training = await findTrainingById(db, id);
  if (!training) throw httpError(404, ADMIN_MSG.notFound);
  const form = await readSignUpForm(db, id);
  return {
    ...training,
    userDetailList: form.userDetailList.map((f) => ({ name: f.name, typeId: f.typeId, isRequired: f.isRequireded === 1 })),
    surveyQuestions: form.surveyList.map((q) => ({
      id: q.id,
      questionType: q.questionType,
      questionName: q.questionName,
      isRequired: q.isRequireded === 1,
      surveyOptions: q.surveyOptions.map((o) => ({ optionId: o.optionId, questionOption: o.questionOption, isOther: o.isOther === 1 })),
    })),
  };
}

/**
 * `/admin/api/training-forms/:trainingId`: a session's sign-up form (profile fields and survey) in the REST dialect,
 * so react-admin edits it as a record. Saved whole, under the session's lock, with one audit row.
 */
export function trainingFormRoutes(deps: Deps) {
  const app = new Hono<AdminEnv>();

  app.get("/:id", async (c) => {
    requireAccess(c.var.admin, RESOURCE, "read");
    return c.json(await formRecord(deps.db, parseId(c.req.param("id"))));
  });

  app.put("/:id", async (c) => {
    requireAccess(c.var.admin, RESOURCE, "write");
    const id = parseId(c.req.param("id"));
    const input = await readInput(c, TrainingSignUpFormSchema);
    const admin = c.var.admin;
    const record = await deps.db.transaction(async (tx) => {
      if (!(await lockTraining(tx, id))) throw httpError(404, ADMIN_MSG.notFound);
      const before = await formRecord(tx, id);
      await saveSignUpForm(tx, id, input);
      const after = await formRecord(tx, id);
      await recordAudit(tx, {
        actor: auditActor(admin),
        action: "update",
        resource: RESOURCE,
        recordId: id,
        before,
        after,
      });
      return after;
    });
    return c.json(record);
  });

  return app;
}

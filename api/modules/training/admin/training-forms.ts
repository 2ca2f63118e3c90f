import { and, eq, inArray, notInArray } from "drizzle-orm";
import { Hono } from "hono";
import { recordAudit } from "@/api/admin/audit";
import { type AdminEnv, auditActor, requireAccess } from "@/api/admin/identity";
import { readInput } from "@/api/admin/input";
import { ADMIN_MSG } from "@/api/contract/admin";
import { type TrainingSignUpForm, TrainingSignUpFormSchema } from "@/api/contract/training-admin";
import type { Deps } from "@/api/deps";
import { httpError } from "@/api/protocol/errors";
import type { Conn, Tx } from "@/db/client";
import { trainingQuestionOptions, trainingQuestions, trainingSettings, trainings } from "@/db/schema";
import { lockTraining, readSignUpForm } from "../queries";

const RESOURCE = "training-forms";

function parseId(raw: string) {
  if (!/^\d{1,9}$/.test(raw)) throw httpError(404, ADMIN_MSG.notFound);
  return Number(raw);
}

/** The form as the back office edits it: the session's id and title, flags as switches read them. */
async function formRecord(db: Conn, id: number) {
  const [training] = await db.select({ id: trainings.id, title: trainings.title }).from(trainings).where(eq(trainings.id, id));
  if (!training) throw httpError(404, ADMIN_MSG.notFound);
  const form = await readSignUpForm(db, id);
  return {
    ...training,
    userDetailList: form.userDetailList.map((f) => ({ ...f, isRequireded: f.isRequireded === 1 })),
    surveyQuestions: form.surveyList.map((q) => ({
      id: q.id,
      questionType: q.questionType,
      questionName: q.questionName,
      isRequireded: q.isRequireded === 1,
      surveyOptions: q.surveyOptions.map((o) => ({ optionId: o.optionId, questionOption: o.questionOption, isOther: o.isOther === 1 })),
    })),
  };
}

/** Keeps the rows named by id (people's answers point at them), updates them, adds the new, drops the rest. */
async function saveSurvey(tx: Tx, trainingId: number, questions: TrainingSignUpForm["surveyQuestions"]) {
  const existing = await tx
    .select({ id: trainingQuestions.id })
    .from(trainingQuestions)
    .where(eq(trainingQuestions.trainingId, trainingId));
  const known = new Set(existing.map((q) => q.id));
  const kept: number[] = [];
  for (const [sort, q] of questions.entries()) {
    const values = { questionType: q.questionType, questionName: q.questionName, isRequireded: q.isRequireded, sort };
    let id: number;
    if (q.id !== null && known.has(q.id) && !kept.includes(q.id)) {
      id = q.id;
      await tx.update(trainingQuestions).set(values).where(eq(trainingQuestions.id, id));
    } else {
      [{ id }] = await tx
        .insert(trainingQuestions)
        .values({ ...values, trainingId })
        .returning({ id: trainingQuestions.id });
    }
    kept.push(id);
    await saveOptions(tx, id, q.questionType === 3 ? [] : q.surveyOptions);
  }
  await tx
    .delete(trainingQuestions)
    .where(and(eq(trainingQuestions.trainingId, trainingId), kept.length ? notInArray(trainingQuestions.id, kept) : undefined));
}

async function saveOptions(tx: Tx, questionId: number, options: TrainingSignUpForm["surveyQuestions"][number]["surveyOptions"]) {
  const existing = await tx
    .select({ id: trainingQuestionOptions.id })
    .from(trainingQuestionOptions)
    .where(eq(trainingQuestionOptions.questionId, questionId));
  const known = new Set(existing.map((o) => o.id));
  const kept: number[] = [];
  for (const [sort, o] of options.entries()) {
    const values = { questionOption: o.questionOption, isOther: o.isOther, sort };
    if (o.optionId !== null && known.has(o.optionId) && !kept.includes(o.optionId)) {
      await tx.update(trainingQuestionOptions).set(values).where(eq(trainingQuestionOptions.id, o.optionId));
      kept.push(o.optionId);
    } else {
      const [{ id }] = await tx
        .insert(trainingQuestionOptions)
        .values({ ...values, questionId })
        .returning({ id: trainingQuestionOptions.id });
      kept.push(id);
    }
  }
  const gone = existing.map((o) => o.id).filter((id) => !kept.includes(id));
  if (gone.length) await tx.delete(trainingQuestionOptions).where(inArray(trainingQuestionOptions.id, gone));
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
      await tx.delete(trainingSettings).where(eq(trainingSettings.trainingId, id));
      if (input.userDetailList.length) {
        await tx.insert(trainingSettings).values(input.userDetailList.map((f, sort) => ({ ...f, trainingId: id, sort })));
      }
      await saveSurvey(tx, id, input.surveyQuestions);
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

import { and, eq, inArray, notInArray } from "drizzle-orm";
import type { TrainingSignUpForm } from "@/api/contract/training-admin";
import type { Tx } from "@/db/client";
import { trainingQuestionOptions, trainingQuestions, trainingSettings } from "@/db/schema/training";

/** Saves a session's whole sign-up form as the back office edits it: the profile fields replaced, the survey merged. */
export async function saveSignUpForm(tx: Tx, trainingId: number, form: TrainingSignUpForm) {
  await tx.delete(trainingSettings).where(eq(trainingSettings.trainingId, trainingId));
  if (form.userDetailList.length) {
    await tx.insert(trainingSettings).values(form.userDetailList.map((f, sort) => ({ ...f, trainingId, sort })));
  }
  await saveSurvey(tx, trainingId, form.surveyQuestions);
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
    const values = { questionType: q.questionType, questionName: q.questionName, isRequired: q.isRequired, sort };
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

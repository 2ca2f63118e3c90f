import { recordAudit } from "@/api/admin/audit";
import { type Admin, auditActor } from "@/api/admin/identity";
import { ADMIN_MSG } from "@/api/contract/admin";
import type { TrainingSignUpForm, TrainingSignUpFormRow } from "@/api/contract/training-admin";
import { httpError } from "@/api/protocol/errors";
import type { Conn } from "@/db/client";
import { lockTraining } from "../places/queries";
import { findTrainingById, readSignUpForm } from "../queries";
import { saveSignUpForm } from "./queries";

export const SIGN_UP_FORM_RESOURCE = "training-forms";

/** A session's sign-up form as the back office edits it; 404 for no such session. */
export async function signUpFormRecord(db: Conn, id: number): Promise<TrainingSignUpFormRow> {
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

/** Saved whole, under the session's lock, with one audit row of the form before and after. */
export function saveSignUpFormRecord(db: Conn, admin: Admin, id: number, input: TrainingSignUpForm) {
  return db.transaction(async (tx) => {
    if (!(await lockTraining(tx, id))) throw httpError(404, ADMIN_MSG.notFound);
    const before = await signUpFormRecord(tx, id);
    await saveSignUpForm(tx, id, input);
    const after = await signUpFormRecord(tx, id);
    await recordAudit(tx, { actor: auditActor(admin), action: "update", resource: SIGN_UP_FORM_RESOURCE, recordId: id, before, after });
    return after;
  });
}

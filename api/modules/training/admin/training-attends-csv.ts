import { signUpsCsv } from "@/api/admin/sign-ups-csv";
import { typed } from "@/api/contract/csv";
import { ATTEND_AUDIT_LABELS, ATTEND_STATUS_LABELS, answerText } from "@/api/contract/training-admin";
import type { Conn } from "@/db/client";
import { withPeople } from "../../account/people";
import { findTrainingById, listAttends, readSignUpForm } from "../queries";

/**
 * A session's sign-ups as CSV: the person, the states, then one column per profile field and survey question, in the
 * form's order. UTF-8 with a BOM, so Excel reads the Chinese right. Null when the session does not exist.
 */
export async function attendsCsv(db: Conn, trainingId: number): Promise<string | null> {
  if (!(await findTrainingById(db, trainingId))) return null;
  const form = await readSignUpForm(db, trainingId);
  return signUpsCsv({
    lines: await withPeople(db, await listAttends(db, trainingId)),
    states: {
      header: ["审核状态", "名额状态"],
      cells: (attend) => [ATTEND_AUDIT_LABELS[attend.audit] ?? String(attend.audit), ATTEND_STATUS_LABELS[attend.status] ?? attend.status],
    },
    fields: form.userDetailList,
    settings: (attend) => attend.settings,
    questions: form.surveyList,
    questionName: (q) => q.questionName,
    answer: (attend, q) => typed(answerText(q, attend.survey)),
  });
}

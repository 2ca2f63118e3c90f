import { signUpsCsv } from "@/api/admin/sign-ups-csv";
import { SIGNUP_AUDIT_LABELS, surveyAnswerText } from "@/api/contract/activity-admin";
import { typed } from "@/api/contract/csv";
import type { Conn } from "@/db/client";
import { withPeople } from "../../account/people";
import { findActivity, listSignups } from "../queries";

/**
 * An activity's sign-ups as CSV: the person, the source and state, then one column per form field and survey question,
 * in the form's order. UTF-8 with a BOM, so Excel reads the Chinese right. Null when the activity does not exist.
 */
export async function signupsCsv(db: Conn, activityId: number): Promise<string | null> {
  const activity = await findActivity(db, activityId);
  if (!activity) return null;
  return signUpsCsv({
    lines: await withPeople(db, await listSignups(db, activityId)),
    states: {
      header: ["来源", "审核状态"],
      cells: (signup) => [typed(signup.source), SIGNUP_AUDIT_LABELS[signup.audit] ?? String(signup.audit)],
    },
    fields: activity.userDetailList,
    settings: (signup) => signup.setting,
    questions: activity.surveyQuestions,
    questionName: (q) => q.questionName,
    answer: (signup, q) =>
      signup.surveySubmit
        .filter((a) => a.questionId === q.id)
        .map((a) => typed(surveyAnswerText(q, a.value)))
        .join("、"),
  });
}

import { useGetOne, useRecordContext } from "react-admin";
import { type ActivityRow, type ActivitySignupRow, surveyAnswerText } from "@/api/contract/activity-admin";
import { AnswerTable } from "../../components/answer-table";

/** Every answer of the sign-up, in the order of the activity's form and survey. */
export function SignupAnswers() {
  const signup = useRecordContext<ActivitySignupRow>();
  const { data: activity } = useGetOne<ActivityRow>("activities", { id: signup?.activityId }, { enabled: !!signup });
  if (!signup || !activity) return null;
  const rows: [string, string][] = [
    ...activity.userDetailList.map((f) => [f.name, signup.setting.find((s) => s.k === f.typeId)?.v ?? ""] as [string, string]),
    ...activity.surveyQuestions.map(
      (q) =>
        [
          q.questionName,
          signup.surveySubmit
            .filter((a) => a.questionId === q.id)
            .map((a) => surveyAnswerText(q, a.value))
            .join("、"),
        ] as [string, string],
    ),
  ];
  return <AnswerTable rows={rows} />;
}

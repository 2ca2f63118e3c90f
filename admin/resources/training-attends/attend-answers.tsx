import { useGetOne, useRecordContext } from "react-admin";
import { answerText, type TrainingAttendRow, type TrainingSignUpFormRow } from "@/api/contract/training-admin";
import { AnswerTable } from "../../components/answer-table";

/** Every answer of the sign-up, in the order of the session's form and survey. */
export function AttendAnswers() {
  const attend = useRecordContext<TrainingAttendRow>();
  const { data: form } = useGetOne<TrainingSignUpFormRow>("training-forms", { id: attend?.trainingId }, { enabled: !!attend });
  if (!attend || !form) return null;
  const rows: [string, string][] = [
    ...form.userDetailList.map((f) => [f.name, attend.settings.find((s) => s.k === f.typeId)?.v ?? ""] as [string, string]),
    ...form.surveyQuestions.map((q) => [q.questionName, answerText(q, attend.survey)] as [string, string]),
  ];
  return <AnswerTable rows={rows} />;
}
